import { describe, expect, it } from 'vitest';
import { concurrencyLimit } from './concurrency-limit';

/** A task that runs until its `finish` is called, recording when it started. */
function controllable(started: string[], name: string) {
  let finish!: (value: string) => void;
  let fail!: (error: Error) => void;
  const task = () => {
    started.push(name);
    return new Promise<string>((resolve, reject) => {
      finish = resolve;
      fail = reject;
    });
  };
  return { task, finish: () => finish(name), fail: (error: Error) => fail(error) };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('concurrency limit', () => {
  it('runs no more tasks at once than the limit, and the others in arrival order', async () => {
    const run = concurrencyLimit(2);
    const started: string[] = [];
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((name) => controllable(started, name));
    const results = [a, b, c, d].map((entry) => run(entry!.task));
    await settle();
    expect(started).toEqual(['a', 'b']);
    b!.finish();
    await settle();
    expect(started).toEqual(['a', 'b', 'c']);
    a!.finish();
    c!.finish();
    await settle();
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    d!.finish();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('gives the place of a failed task to the next one, and passes the failure on', async () => {
    const run = concurrencyLimit(1);
    const started: string[] = [];
    const [a, b] = ['a', 'b'].map((name) => controllable(started, name));
    const first = run(a!.task);
    const second = run(b!.task);
    await settle();
    a!.fail(new Error('hash failed'));
    await expect(first).rejects.toThrow('hash failed');
    await settle();
    expect(started).toEqual(['a', 'b']);
    b!.finish();
    await expect(second).resolves.toBe('b');
  });

  it('does not let a newcomer overtake a waiting task', async () => {
    const run = concurrencyLimit(1);
    const started: string[] = [];
    const [a, b, c] = ['a', 'b', 'c'].map((name) => controllable(started, name));
    void run(a!.task);
    void run(b!.task);
    await settle();
    a!.finish();
    // 'c' arrives in the same turn as 'a' hands its place over: 'b' still goes first.
    void run(c!.task);
    await settle();
    expect(started).toEqual(['a', 'b']);
    b!.finish();
    await settle();
    expect(started).toEqual(['a', 'b', 'c']);
    c!.finish();
  });

  it('refuses a limit that is not a whole number of at least 1', () => {
    expect(() => concurrencyLimit(0)).toThrow(RangeError);
    expect(() => concurrencyLimit(1.5)).toThrow(RangeError);
  });
});

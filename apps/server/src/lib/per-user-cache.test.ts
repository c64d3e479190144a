import { describe, expect, it } from 'vitest';
import { PerUserCache, type ChangeSource } from './per-user-cache';

/** A change source the test drives by hand. */
function handFeed() {
  const changeListeners: Array<(userId: number) => void> = [];
  const resetListeners: Array<() => void> = [];
  const feed = {
    live: true,
    onChange: (listener: (userId: number) => void) => void changeListeners.push(listener),
    onReset: (listener: () => void) => void resetListeners.push(listener),
    caughtUp: async () => undefined,
    change: (userId: number) => changeListeners.forEach((listener) => listener(userId)),
    reset: () => resetListeners.forEach((listener) => listener()),
  };
  return feed satisfies ChangeSource;
}

/** A loader that counts its calls and answers what `answer` holds at the time. */
function counter(initial: string) {
  const loader = { calls: 0, answer: initial as string | undefined, load: async () => (loader.calls++, loader.answer) };
  return loader;
}

describe('per-user cache', () => {
  it('reads once and then answers from memory, per user and per key', async () => {
    const cache = new PerUserCache(handFeed());
    const list = counter('list of 1');
    expect(await cache.read(1, 'claims', list.load)).toBe('list of 1');
    expect(await cache.read(1, 'claims', list.load)).toBe('list of 1');
    expect(list.calls).toBe(1);
    const other = counter('list of 2');
    expect(await cache.read(2, 'claims', other.load)).toBe('list of 2');
    expect(await cache.read(1, 'session:a', counter('user 1').load)).toBe('user 1');
    expect(list.calls).toBe(1);
  });

  it('serves a kept value only after catching up with the database, so a change another instance made first is heard', async () => {
    const feed = handFeed();
    let committedElsewhere: number | null = null;
    // Catching up hears what was committed before the request: here, another instance's write.
    const cache = new PerUserCache({
      ...feed,
      caughtUp: async () => void (committedElsewhere !== null && feed.change(committedElsewhere)),
    });
    const list = counter('one claim');
    expect(await cache.read(1, 'claims', list.load)).toBe('one claim');
    expect(await cache.read(1, 'claims', list.load)).toBe('one claim');
    list.answer = 'two claims';
    committedElsewhere = 1;
    expect(await cache.read(1, 'claims', list.load)).toBe('two claims');
    expect(list.calls).toBe(2);
  });

  it("forgets a user's values when the database announces a change to that user, and only theirs", async () => {
    const feed = handFeed();
    const cache = new PerUserCache(feed);
    const mine = counter('before');
    const theirs = counter('theirs');
    await cache.read(1, 'claims', mine.load);
    await cache.read(2, 'claims', theirs.load);
    mine.answer = 'after';
    feed.change(1);
    expect(await cache.read(1, 'claims', mine.load)).toBe('after');
    expect(await cache.read(2, 'claims', theirs.load)).toBe('theirs');
    expect([mine.calls, theirs.calls]).toEqual([2, 1]);
  });

  it('does not keep a read that a change overtook', async () => {
    const feed = handFeed();
    const cache = new PerUserCache(feed);
    let finish!: (value: string) => void;
    const slow = cache.read(1, 'claims', () => new Promise<string>((resolve) => (finish = resolve)));
    // The change is committed and heard while the read is still on its way back with old rows.
    feed.change(1);
    finish('stale');
    expect(await slow).toBe('stale');
    const fresh = counter('fresh');
    expect(await cache.read(1, 'claims', fresh.load)).toBe('fresh');
    expect(fresh.calls).toBe(1);
  });

  it('reads straight through while the feed is down, and forgets everything on a reset', async () => {
    const feed = handFeed();
    const cache = new PerUserCache(feed);
    const list = counter('one');
    await cache.read(1, 'claims', list.load);
    feed.live = false;
    feed.reset();
    list.answer = 'two';
    expect(await cache.read(1, 'claims', list.load)).toBe('two');
    list.answer = 'three';
    expect(await cache.read(1, 'claims', list.load)).toBe('three');
    feed.live = true;
    expect(await cache.read(1, 'claims', list.load)).toBe('three');
    expect(await cache.read(1, 'claims', list.load)).toBe('three');
    expect(list.calls).toBe(4);
  });

  it('does not keep a read that started before the feed went down and came back', async () => {
    const feed = handFeed();
    const cache = new PerUserCache(feed);
    let finish!: (value: string) => void;
    const slow = cache.read(1, 'claims', () => new Promise<string>((resolve) => (finish = resolve)));
    feed.reset();
    finish('from before the gap');
    await slow;
    const fresh = counter('fresh');
    expect(await cache.read(1, 'claims', fresh.load)).toBe('fresh');
  });

  it('keeps nothing for a read that found nothing (a signed-out session stays a miss)', async () => {
    const cache = new PerUserCache(handFeed());
    const session = counter('unused');
    session.answer = undefined;
    await cache.read(1, 'session:gone', session.load);
    await cache.read(1, 'session:gone', session.load);
    expect(session.calls).toBe(2);
  });

  it('stays within its bounds: users, values per user, and age', async () => {
    let now = 0;
    const cache = new PerUserCache(handFeed(), { maxUsers: 2, maxValuesPerUser: 2, maxAgeMs: 1000, now: () => now });
    const first = counter('user 1');
    await cache.read(1, 'claims', first.load);
    await cache.read(2, 'claims', counter('user 2').load);
    await cache.read(3, 'claims', counter('user 3').load);
    await cache.read(1, 'claims', first.load);
    expect(first.calls).toBe(2);

    const sessions = ['a', 'b', 'c'].map((name) => counter(name));
    for (const [index, session] of sessions.entries()) await cache.read(9, `session:${index}`, session.load);
    await cache.read(9, 'session:0', sessions[0]!.load);
    expect(sessions[0]!.calls).toBe(2);

    const aging = counter('aging');
    await cache.read(5, 'claims', aging.load);
    now = 999;
    await cache.read(5, 'claims', aging.load);
    now = 1000;
    await cache.read(5, 'claims', aging.load);
    expect(aging.calls).toBe(2);
  });
});

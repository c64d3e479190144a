import { describe, expect, it } from 'vitest';
import { BoundedMemo } from './bounded-memo';

describe('BoundedMemo', () => {
  it('works a key out once, and keeps at most its size, dropping the least recently used', () => {
    const memo = new BoundedMemo<string>(2);
    const computed: string[] = [];
    const work = (key: string) => memo.get(key, () => (computed.push(key), key.toUpperCase()));
    expect(work('a')).toBe('A');
    expect(work('a')).toBe('A');
    work('b');
    work('a'); // 'a' is now the most recently used, so 'b' goes first
    work('c');
    expect(memo.size).toBe(2);
    work('a');
    work('b');
    expect(computed).toEqual(['a', 'b', 'c', 'b']);
  });
});

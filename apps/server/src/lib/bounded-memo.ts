/**
 * Results kept by key, at most `maxEntries` of them: the least recently used goes first. For pure
 * work whose key names every input, so a kept result can never be stale, only evicted.
 */
export class BoundedMemo<T> {
  readonly #entries = new Map<string, T>();

  constructor(private readonly maxEntries: number) {}

  get(key: string, compute: () => T): T {
    const kept = this.#entries.get(key);
    if (kept !== undefined) {
      // Moved to the end: a Map iterates in insertion order, so the front is the least recently used.
      this.#entries.delete(key);
      this.#entries.set(key, kept);
      return kept;
    }
    const value = compute();
    if (this.#entries.size >= this.maxEntries) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
    this.#entries.set(key, value);
    return value;
  }

  get size(): number {
    return this.#entries.size;
  }
}

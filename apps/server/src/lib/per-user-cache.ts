/** What a cache needs to hear about changes: db/change-feed's ChangeFeed in the app. */
export interface ChangeSource {
  /** False while changes might go unheard: then nothing is kept or served from memory. */
  readonly live: boolean;
  onChange(listener: (userId: number) => void): void;
  onReset(listener: () => void): void;
  /** Resolves once every change committed before the call has been heard. */
  caughtUp(): Promise<void>;
}

export interface PerUserCacheOptions {
  /** Users kept at most; the longest-kept go first. */
  maxUsers?: number;
  /** Values kept per user at most (a user signed in on many devices has a session each). */
  maxValuesPerUser?: number;
  /** A safety net only: a change is announced at commit, so nothing should ever get this old. */
  maxAgeMs?: number;
  now?: () => number;
}

interface Kept {
  value: unknown;
  keptAt: number;
}

/**
 * Reads that every signed-in request makes, kept in memory per user until the database announces
 * a change to that user. A read that raced a change is not kept: the user's entry it started with
 * must still be the current one when it finishes, and a change replaces it. A kept value is served
 * only once every change committed before the request has been heard: a write through another
 * instance answers before this one hears of it, and the user's next request may come here.
 */
export class PerUserCache {
  readonly #source: ChangeSource;
  readonly #maxUsers: number;
  readonly #maxValuesPerUser: number;
  readonly #maxAgeMs: number;
  readonly #now: () => number;
  #entries = new Map<number, Map<string, Kept>>();

  constructor(source: ChangeSource, options: PerUserCacheOptions = {}) {
    this.#source = source;
    this.#maxUsers = options.maxUsers ?? 10_000;
    this.#maxValuesPerUser = options.maxValuesPerUser ?? 32;
    this.#maxAgeMs = options.maxAgeMs ?? 60_000;
    this.#now = options.now ?? Date.now;
    source.onChange((userId) => this.#entries.delete(userId));
    source.onReset(() => (this.#entries = new Map()));
  }

  /** The kept value, or what `load` reads now (kept unless undefined, or unless a change raced it). */
  async read<T>(userId: number, key: string, load: () => Promise<T>): Promise<T> {
    if (!this.#source.live) return load();
    const entry = this.#entryOf(userId);
    if (entry.has(key)) await this.#source.caughtUp();
    // Catching up may have heard a change to this user, which replaced their entry.
    const kept = this.#entries.get(userId) === entry ? entry.get(key) : undefined;
    if (kept && this.#now() - kept.keptAt < this.#maxAgeMs) return kept.value as T;
    const current = this.#entryOf(userId);
    const value = await load();
    if (value !== undefined && this.#source.live && this.#entries.get(userId) === current) {
      if (current.size >= this.#maxValuesPerUser) current.clear();
      current.set(key, { value, keptAt: this.#now() });
    }
    return value;
  }

  #entryOf(userId: number): Map<string, Kept> {
    const existing = this.#entries.get(userId);
    if (existing) return existing;
    if (this.#entries.size >= this.#maxUsers) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
    const entry = new Map<string, Kept>();
    this.#entries.set(userId, entry);
    return entry;
  }
}

import { randomUUID } from 'node:crypto';
import type { Database } from './client';
import type { NotificationLink } from './notification-link';

/** The channel migrations/0006 announces on: `<schema>:<user id>` for each changed user. */
const CHANNEL = 'benji_user_changes';
const RECONNECT_FIRST_MS = 100;
const RECONNECT_MAX_MS = 2000;

export interface ChangeFeedOptions {
  /** Longest wait for this instance's own message to come back before the feed counts as down. */
  echoTimeoutMs?: number;
  warn?: (message: string) => void;
}

/**
 * What the database announces about changed users, heard on a connection of its own. While it is
 * `live`, every change committed is heard here, in commit order; while it is down (the database
 * restarts, the connection drops), anything kept from the database must not be trusted, and
 * `onReset` tells so both when it goes down and when it is back.
 */
export class ChangeFeed {
  readonly #database: Database;
  readonly #echoTimeoutMs: number;
  readonly #warn: (message: string) => void;
  // Echo messages carry this, so another instance's do not count as ours.
  readonly #instance = randomUUID();
  readonly #changeListeners = new Set<(userId: number) => void>();
  readonly #resetListeners = new Set<() => void>();
  #link: NotificationLink | null = null;
  #echoes = 0;
  // One echo is on its way at a time; whoever asks meanwhile waits for the next one.
  #echoing = false;
  #echoHeard: { echo: number; resolve: () => void } | null = null;
  #waitingForNextEcho: Array<() => void> = [];
  #reconnectDelay = RECONNECT_FIRST_MS;
  #reconnectTimer: NodeJS.Timeout | null = null;
  #closed = false;

  constructor(database: Database, options: ChangeFeedOptions = {}) {
    this.#database = database;
    this.#echoTimeoutMs = options.echoTimeoutMs ?? 5000;
    this.#warn = options.warn ?? (() => undefined);
  }

  get live(): boolean {
    return this.#link !== null;
  }

  /** Connects once; when that fails the feed stays down and keeps trying in the background. */
  async start(): Promise<void> {
    await this.#connect();
  }

  onChange(listener: (userId: number) => void): void {
    this.#changeListeners.add(listener);
  }

  onReset(listener: () => void): void {
    this.#resetListeners.add(listener);
  }

  /**
   * Resolves once everything committed before the call has been heard here. PostgreSQL hands each
   * listener the messages in commit order, so hearing a message this instance sends now means
   * every earlier one has been handled. Down, there is nothing to wait for: nothing kept is used.
   */
  caughtUp(): Promise<void> {
    if (!this.#link) return Promise.resolve();
    const caughtUp = new Promise<void>((resolve) => this.#waitingForNextEcho.push(resolve));
    if (!this.#echoing) void this.#echoForWaiters();
    return caughtUp;
  }

  /**
   * Sends one echo for everyone waiting, then one for those who came meanwhile: an echo already
   * on its way may have left before their commit. Busy, the writes of a moment share one echo.
   */
  async #echoForWaiters(): Promise<void> {
    this.#echoing = true;
    while (this.#waitingForNextEcho.length > 0) {
      const batch = this.#waitingForNextEcho;
      this.#waitingForNextEcho = [];
      const link = this.#link;
      if (link) await this.#echo(link);
      for (const resolve of batch) resolve();
    }
    this.#echoing = false;
  }

  /** Sends an echo and waits for it; no echo in time means the link is down. Never throws. */
  async #echo(link: NotificationLink): Promise<void> {
    this.#echoes += 1;
    const echo = this.#echoes;
    let timer: NodeJS.Timeout | undefined;
    const heard = new Promise<void>((resolve) => (this.#echoHeard = { echo, resolve }));
    const tooLate = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`no echo from the database within ${this.#echoTimeoutMs} ms`)), this.#echoTimeoutMs);
    });
    try {
      await Promise.race([Promise.all([link.notify(`${link.schema}:echo:${this.#instance}:${echo}`), heard]), tooLate]);
    } catch (error) {
      this.#down(link, error as Error);
    } finally {
      clearTimeout(timer);
      this.#echoHeard = null;
    }
  }

  async close(): Promise<void> {
    this.#closed = true;
    if (this.#reconnectTimer) clearTimeout(this.#reconnectTimer);
    const link = this.#link;
    this.#link = null;
    this.#releaseEcho();
    await link?.close().catch(() => undefined);
  }

  async #connect(): Promise<void> {
    this.#reconnectTimer = null;
    let link: NotificationLink;
    try {
      link = await this.#database.listen(CHANNEL, {
        onNotification: (payload) => this.#heard(link, payload),
        onDown: (error) => this.#down(link, error),
      });
    } catch (error) {
      this.#warn(`change feed: cannot listen (${(error as Error).message}); cached reads stay off until it can`);
      this.#scheduleReconnect();
      return;
    }
    if (this.#closed) {
      await link.close().catch(() => undefined);
      return;
    }
    // Changes made while no one listened were missed: forget everything, then trust again.
    this.#reset();
    this.#link = link;
    this.#reconnectDelay = RECONNECT_FIRST_MS;
  }

  #heard(link: NotificationLink, payload: string): void {
    // Heard before the link went live: going live forgets everything anyway.
    if (this.#link !== link) return;
    const ours = `${link.schema}:`;
    if (!payload.startsWith(ours)) return;
    const message = payload.slice(ours.length);
    const echoPrefix = `echo:${this.#instance}:`;
    if (message.startsWith(echoPrefix)) {
      if (this.#echoHeard?.echo === Number(message.slice(echoPrefix.length))) this.#echoHeard.resolve();
      return;
    }
    const userId = Number(message);
    if (Number.isSafeInteger(userId)) for (const listener of this.#changeListeners) listener(userId);
  }

  #down(link: NotificationLink, error: Error): void {
    if (this.#link !== link) return;
    this.#link = null;
    this.#warn(`change feed: down (${error.message}); cached reads are off until it is back`);
    this.#reset();
    this.#releaseEcho();
    void link.close().catch(() => undefined);
    this.#scheduleReconnect();
  }

  #reset(): void {
    for (const listener of this.#resetListeners) listener();
  }

  #releaseEcho(): void {
    this.#echoHeard?.resolve();
  }

  #scheduleReconnect(): void {
    if (this.#closed || this.#reconnectTimer) return;
    const delay = this.#reconnectDelay;
    this.#reconnectDelay = Math.min(RECONNECT_MAX_MS, delay * 2);
    this.#reconnectTimer = setTimeout(() => void this.#connect(), delay);
    this.#reconnectTimer.unref();
  }
}

/**
 * An AbortController on a countdown. `arm` (re)starts it: a streamed reply restarts it on every
 * piece, so the model must start, and then keep going, within the time; a whole reply arms it once.
 * `timedOut` tells a time-out from any other abort when the failure is reported.
 */
export class AbortTimer {
  private readonly controller = new AbortController();
  private timer: NodeJS.Timeout | undefined;
  timedOut = false;

  constructor(private readonly ms: number) {}

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  arm(): this {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timedOut = true;
      this.controller.abort();
    }, this.ms);
    return this;
  }

  /** Stops the countdown; with `abort`, also ends whatever the signal still guards. */
  stop({ abort = false } = {}): void {
    clearTimeout(this.timer);
    if (abort) this.controller.abort();
  }
}

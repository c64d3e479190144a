import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';

export interface WorkerPoolLimits {
  /** Worker threads at most; one is started with the pool and stays, the others start on demand. */
  threads: number;
  /** Tasks that may wait for a free thread; past them a task is refused at once (WorkerPoolBusyError). */
  maxQueued: number;
  /** Longest wait for a free thread before a task is given up (WorkerPoolBusyError). */
  queueWaitMs: number;
  /** Longest run of one task, counted from when its thread starts it; past it the thread is terminated. */
  runMs: number;
  /** V8 heap (old generation) of each thread; past it the thread is terminated. */
  heapMb: number;
  /** How long an idle thread beyond the first stays for the next task. */
  idleMs: number;
}

/** Every thread is busy and the queue is full, or the task waited too long for a thread. Nothing ran. */
export class WorkerPoolBusyError extends Error {}

/** The task ran past its time or memory limit: its thread was terminated (the pool starts another when needed). */
export class WorkerLimitError extends Error {
  constructor(readonly limit: 'time' | 'memory') {
    super(`the task went past its ${limit} limit`);
  }
}

type Task = (input: never) => unknown;

/**
 * Runs TypeScript functions in worker threads (piscina), each under a time and a memory limit, so a
 * task that costs seconds of CPU never holds the event loop that answers every other request.
 * The pool starts at the first task, not when it is built.
 */
export class WorkerPool {
  private pool: Piscina | undefined;
  private pending = 0;
  private closed = false;

  constructor(private readonly limits: WorkerPoolLimits) {}

  /** Runs the export `name` of `module` (a TypeScript file's URL) on `input` in a worker thread. */
  async run<F extends Task>(module: URL, name: string, input: Parameters<F>[0]): Promise<Awaited<ReturnType<F>>> {
    if (this.closed) throw new Error('The worker pool is closed.');
    if (this.pending >= this.limits.threads + this.limits.maxQueued) throw new WorkerPoolBusyError('every worker is busy');
    const pool = (this.pool ??= this.startPool());
    const controller = new AbortController();
    const { port1: started, port2 } = new MessageChannel();
    let timer = setTimeout(() => controller.abort(new WorkerPoolBusyError('no worker became free in time')), this.limits.queueWaitMs);
    started.once('message', () => {
      clearTimeout(timer);
      // Aborting a running task makes piscina terminate its thread: the only way to stop synchronous work.
      timer = setTimeout(() => controller.abort(new WorkerLimitError('time')), this.limits.runMs);
    });
    this.pending += 1;
    try {
      return await pool.run({ started: port2, module: module.href, name, input }, { signal: controller.signal, transferList: [port2] });
    } catch (error) {
      if (controller.signal.aborted) throw controller.signal.reason;
      if ((error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY') throw new WorkerLimitError('memory');
      throw error;
    } finally {
      clearTimeout(timer);
      started.close();
      this.pending -= 1;
    }
  }

  /** Terminates the threads; tasks still running are rejected. */
  async close(): Promise<void> {
    this.closed = true;
    await this.pool?.destroy();
  }

  private startPool(): Piscina {
    return new Piscina({
      filename: new URL('./ts-worker.mjs', import.meta.url).href,
      minThreads: 1,
      maxThreads: this.limits.threads,
      idleTimeout: this.limits.idleMs,
      resourceLimits: { maxOldGenerationSizeMb: this.limits.heapMb },
    });
  }
}

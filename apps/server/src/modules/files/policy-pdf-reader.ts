import { availableParallelism } from 'node:os';
import { POLICY_MAX_PAGES } from '@benji/shared';
import { WorkerLimitError, WorkerPool, WorkerPoolBusyError, type WorkerPoolLimits } from '../../lib/worker-pool';
import type { PolicyPdfReading, readPolicyPdf, warmUp } from './read-policy-pdf';

/** Far more than the text and fonts of a real 10 MB policy; a deflate bomb is far more still. */
const INFLATED_MAX_BYTES = 128 * 1024 * 1024;

/**
 * A 400-page text policy takes about 2 s here and 100 MB of heap; the limits leave room for a slow
 * or busy machine and stop a file built to cost more. One core is kept for the event loop (as for
 * argon2), and at most two threads run, so the memory limit bounds the whole pool.
 */
export const POLICY_PDF_LIMITS: WorkerPoolLimits = {
  threads: Math.max(1, Math.min(2, availableParallelism() - 1)),
  maxQueued: 8,
  queueWaitMs: 30_000,
  runMs: 15_000,
  heapMb: 256,
  idleMs: 60_000,
};

export type PolicyPdfResult =
  | PolicyPdfReading
  /** Past the time or memory limit: the worker was terminated. */
  | { status: 'too-complex' }
  /** Every worker busy and the queue full: nothing was read. */
  | { status: 'busy' };

const TASK = new URL('./read-policy-pdf.ts', import.meta.url);

/** Reads policy PDFs in worker threads, under a page cap and per-file time and memory limits. */
export class PolicyPdfReader {
  private readonly pool: WorkerPool;

  constructor(limits: Partial<WorkerPoolLimits> = {}) {
    this.pool = new WorkerPool({ ...POLICY_PDF_LIMITS, ...limits });
  }

  async read(data: Buffer): Promise<PolicyPdfResult> {
    try {
      return await this.pool.run<typeof readPolicyPdf>(TASK, 'readPolicyPdf', {
        data,
        maxPages: POLICY_MAX_PAGES,
        inflatedMaxBytes: INFLATED_MAX_BYTES,
      });
    } catch (error) {
      if (error instanceof WorkerLimitError) return { status: 'too-complex' };
      if (error instanceof WorkerPoolBusyError) return { status: 'busy' };
      throw error;
    }
  }

  /** Starts a worker thread and loads PDF.js in it (some hundreds of milliseconds), ahead of the first upload. */
  warm(): Promise<void> {
    return this.pool.run<typeof warmUp>(TASK, 'warmUp', undefined);
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}

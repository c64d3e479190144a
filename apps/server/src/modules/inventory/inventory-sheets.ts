import { InventoryMessage } from '@benji/shared';
import { refusal } from '../../lib/domain-error';
import { WorkerLimitError, WorkerPool, WorkerPoolBusyError, type WorkerPoolLimits } from '../../lib/worker-pool';
import type { XlsxReading, readXlsxRecords } from './xlsx-records';
import type { PdfScheduleInput, writePdfSchedule } from './pdf-schedule';
import type { ScheduleInput, writeXlsxSchedule } from './xlsx-schedule';

/**
 * A 1 MB workbook of 2,000 rows reads in well under a second and a 5,000-line schedule writes in
 * about one; a zip built to inflate to gigabytes hits the heap limit instead of the server. One
 * thread: spreadsheets are occasional, and the policy PDFs keep their own pool.
 */
export const INVENTORY_SHEET_LIMITS: WorkerPoolLimits = {
  threads: 1,
  maxQueued: 8,
  queueWaitMs: 30_000,
  runMs: 10_000,
  heapMb: 192,
  idleMs: 60_000,
};

export type SheetReading = XlsxReading | { status: 'too-complex' } | { status: 'busy' };

const READ_TASK = new URL('./xlsx-records.ts', import.meta.url);
const WRITE_TASK = new URL('./xlsx-schedule.ts', import.meta.url);
const PDF_TASK = new URL('./pdf-schedule.ts', import.meta.url);

/**
 * Reads and writes the inventory's XLSX files, and writes its PDF schedule, in a worker thread under
 * time and memory limits. The PDF shares the spreadsheets' thread: exports are occasional.
 */
export class InventorySheets {
  private readonly pool: WorkerPool;

  constructor(limits: Partial<WorkerPoolLimits> = {}) {
    this.pool = new WorkerPool({ ...INVENTORY_SHEET_LIMITS, ...limits });
  }

  async read(data: Buffer, maxRows: number): Promise<SheetReading> {
    try {
      return await this.pool.run<typeof readXlsxRecords>(READ_TASK, 'readXlsxRecords', { data, maxRows });
    } catch (error) {
      if (error instanceof WorkerLimitError) return { status: 'too-complex' };
      if (error instanceof WorkerPoolBusyError) return { status: 'busy' };
      throw error;
    }
  }

  /** The schedule's bytes; a busy pool or a limit reached is answered 503 with a sentence, any other failure is ours (500). */
  async write(input: ScheduleInput): Promise<Buffer> {
    try {
      const bytes = await this.pool.run<typeof writeXlsxSchedule>(WRITE_TASK, 'writeXlsxSchedule', input);
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    } catch (error) {
      if (error instanceof WorkerLimitError || error instanceof WorkerPoolBusyError)
        throw refusal('unavailable', InventoryMessage.sheetsBusy);
      throw error;
    }
  }

  /** The PDF schedule's bytes; refused like the XLSX schedule when the pool is busy or a limit is reached. */
  async writePdf(input: PdfScheduleInput): Promise<Buffer> {
    try {
      const bytes = await this.pool.run<typeof writePdfSchedule>(PDF_TASK, 'writePdfSchedule', input);
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    } catch (error) {
      if (error instanceof WorkerLimitError || error instanceof WorkerPoolBusyError) throw refusal('unavailable', InventoryMessage.pdfBusy);
      throw error;
    }
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}

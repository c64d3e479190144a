import { INVENTORY_BATCH_MAX, type TInventoryItemInput } from '@benji/shared';
import { i18n } from '../../i18n/i18n';
import { isUntouched, readEntryRow, type EntryRow, type RowProblems } from './entry-rows';

export type SavePlan =
  | { kind: 'send'; items: TInventoryItemInput[]; /** The key of each item's row, in the order sent. */ keys: string[] }
  | { kind: 'fix'; problems: Record<string, RowProblems>; room?: string | undefined; message?: string | undefined };

/**
 * What Save does with the table: the lines to send, or what to fix first. Lines not started are
 * left out; a line begun and not finished is shown its problems rather than dropped.
 */
export function planSave(rows: readonly EntryRow[], room: string, roomRequired: string): SavePlan {
  const started = rows.filter((row) => !isUntouched(row));
  if (started.length === 0) return { kind: 'fix', problems: {}, message: i18n.t('inventory:problems.batchEmpty') };
  if (started.length > INVENTORY_BATCH_MAX)
    return { kind: 'fix', problems: {}, message: i18n.t('inventory:problems.batchTooLarge', { max: INVENTORY_BATCH_MAX }) };
  const problems: Record<string, RowProblems> = {};
  const items: TInventoryItemInput[] = [];
  for (const row of started) {
    const reading = readEntryRow(row, room);
    if ('problems' in reading) problems[row.key] = reading.problems;
    else items.push(reading.item);
  }
  const roomMissing = room.trim() === '' ? roomRequired : undefined;
  if (Object.keys(problems).length > 0 || roomMissing)
    return { kind: 'fix', problems, room: roomMissing, message: i18n.t('inventory:problems.needsFix') };
  return { kind: 'send', items, keys: started.map((row) => row.key) };
}

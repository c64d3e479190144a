import type { TDiaryEvent } from '@benji/shared';
import type { DiaryEventRow } from '../../db/schema';

/** A stored event as the API sends it; ids travel as text, as the diary logic names them. */
export function toDiaryEvent(row: DiaryEventRow): TDiaryEvent {
  return {
    id: String(row.id),
    claim_id: row.claimId,
    occurred_on: row.occurredOn,
    kind: row.kind,
    direction: row.direction,
    channel: row.channel,
    summary: row.summary,
    items: row.items,
  };
}

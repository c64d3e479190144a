// Builds diary entries for tests: the kind's natural direction, sent by e-mail, unless told otherwise.
import { DIARY_EVENT_KIND_LABELS, KIND_DIRECTIONS, type DiaryEventKind } from './event-kinds';
import type { DiaryEntry } from './timeline';

export function entry(kind: DiaryEventKind, occurred_on: string, extra: Partial<DiaryEntry> = {}): DiaryEntry {
  return {
    id: `${kind}@${occurred_on}`,
    occurred_on,
    kind,
    direction: KIND_DIRECTIONS[kind][0] ?? null,
    channel: kind === 'note' ? null : 'email',
    summary: DIARY_EVENT_KIND_LABELS[kind],
    ...extra,
  };
}

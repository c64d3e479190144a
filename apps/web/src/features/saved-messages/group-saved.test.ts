import type { TFlaggedMessage } from '@benji/shared';
import { describe, expect, it } from 'vitest';
import { groupSavedBySession } from './group-saved';

let nextId = 1;
function saved(session: string, messageId: number, timestamp: string, flaggedAt: string): TFlaggedMessage {
  return {
    id: nextId++,
    flagged_at: flaggedAt,
    message: { id: messageId, sender: 'bot', content: `reply ${messageId}`, timestamp, session },
    session_title: `Question of ${session}`,
  };
}

const ids = (sessions: ReturnType<typeof groupSavedBySession>) =>
  sessions.map((session) => [session.sessionId, session.messages.map((item) => item.message.id)]);

describe('groupSavedBySession', () => {
  it('puts the session saved from most recently first, and each session oldest message first', () => {
    const list = [
      // Session A: its messages were saved early, but one of them late.
      saved('A', 2, '2026-03-01T10:02:00Z', '2026-03-01T11:00:00Z'),
      saved('B', 5, '2026-03-02T09:00:00Z', '2026-03-02T09:30:00Z'),
      saved('A', 1, '2026-03-01T10:01:00Z', '2026-03-03T08:00:00Z'),
      saved('B', 4, '2026-03-02T08:00:00Z', '2026-03-02T10:00:00Z'),
      saved('C', 9, '2026-02-01T08:00:00Z', '2026-02-01T08:00:00Z'),
    ];
    const sessions = groupSavedBySession(list);
    expect(ids(sessions)).toEqual([
      ['A', [1, 2]],
      ['B', [4, 5]],
      ['C', [9]],
    ]);
    expect(sessions.map((session) => session.latestFlaggedAt)).toEqual([
      '2026-03-03T08:00:00Z',
      '2026-03-02T10:00:00Z',
      '2026-02-01T08:00:00Z',
    ]);
  });

  it('compares instants, not text, so offsets and fractions order correctly', () => {
    const sessions = groupSavedBySession([
      saved('east', 1, '2026-03-01T10:00:00Z', '2026-03-01T12:00:00+02:00'), // 10:00 UTC
      saved('west', 2, '2026-03-01T10:00:00Z', '2026-03-01T10:30:00.5Z'),
    ]);
    expect(sessions.map((session) => session.sessionId)).toEqual(['west', 'east']);
  });

  it('breaks ties with ids, and leaves the input untouched', () => {
    const same = '2026-03-01T10:00:00Z';
    const list = [saved('X', 8, same, same), saved('X', 3, same, same), saved('Y', 7, same, same)];
    const copy = structuredClone(list);
    // Y was saved last (the highest flag id), so it comes first; in X, message 3 before 8.
    expect(ids(groupSavedBySession(list))).toEqual([
      ['Y', [7]],
      ['X', [3, 8]],
    ]);
    expect(list).toEqual(copy);
  });

  it('gives nothing for nothing', () => {
    expect(groupSavedBySession([])).toEqual([]);
  });

  it('names each session by the title the server gives its messages', () => {
    const sessions = groupSavedBySession([
      saved('A', 1, '2026-03-01T10:00:00Z', '2026-03-01T10:00:00Z'),
      { ...saved('B', 2, '2026-03-01T10:00:00Z', '2026-03-01T09:00:00Z'), session_title: null },
    ]);
    expect(sessions.map((session) => session.title)).toEqual(['Question of A', null]);
  });
});

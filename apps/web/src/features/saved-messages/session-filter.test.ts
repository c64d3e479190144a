import { describe, expect, it } from 'vitest';
import type { SavedSession } from './group-saved';
import { ALL_SESSIONS, sessionFilterOptions, visibleSessions } from './session-filter';

function session(sessionId: string, count: number, title: string | null = null): SavedSession {
  const messages = Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    flagged_at: '2026-03-01T10:00:00Z',
    message: { id: index + 1, sender: 'bot' as const, content: 'hi', timestamp: '2026-03-01T10:00:00Z', session: sessionId },
    session_title: title,
  }));
  return { sessionId, title, latestFlaggedAt: '2026-03-01T10:00:00Z', messages };
}

const first = session('4037e705-2748-4290-b388-4249a08b0eb3', 2, 'A pipe burst in my basement. What should I do first?');
const second = session('9b1c0a22-0000-4000-8000-000000000000', 1);

describe('sessionFilterOptions', () => {
  it('offers All Sessions, then each session by title (or short id) and count, in page order', () => {
    expect(sessionFilterOptions([first, second])).toEqual([
      { value: ALL_SESSIONS, label: 'All Sessions' },
      { value: first.sessionId, label: 'A pipe burst in my basement. What should I do first? (2 messages)' },
      { value: second.sessionId, label: 'Session 9b1c0a22 (1 message)' },
    ]);
  });
});

describe('visibleSessions', () => {
  it('shows every session for All Sessions, or just the chosen one', () => {
    expect(visibleSessions([first, second], ALL_SESSIONS)).toEqual([first, second]);
    expect(visibleSessions([first, second], second.sessionId)).toEqual([second]);
  });

  it('falls back to every session when the chosen one is gone', () => {
    expect(visibleSessions([first], second.sessionId)).toEqual([first]);
  });
});

import type { SavedSession } from './group-saved';

export const ALL_SESSIONS = 'all';

export interface SessionOption {
  value: string;
  label: string;
}

/** Sessions are named by the first 8 characters of their id, as the chat's PDF file names are. */
export const shortSessionId = (sessionId: string) => sessionId.slice(0, 8);

export const messageCount = (n: number) => `${n} ${n === 1 ? 'message' : 'messages'}`;

/** Spec 2.11: 'All Sessions', then 'Session' with the short id and its message count, in page order. */
export function sessionFilterOptions(sessions: readonly SavedSession[]): SessionOption[] {
  return [
    { value: ALL_SESSIONS, label: 'All Sessions' },
    ...sessions.map((session) => ({
      value: session.sessionId,
      label: `Session ${shortSessionId(session.sessionId)} (${messageCount(session.messages.length)})`,
    })),
  ];
}

/** The filter shows only with more than one session; a choice that no longer exists means all. */
export function visibleSessions(sessions: readonly SavedSession[], selected: string): readonly SavedSession[] {
  if (selected === ALL_SESSIONS) return sessions;
  const match = sessions.filter((session) => session.sessionId === selected);
  return match.length > 0 ? match : sessions;
}

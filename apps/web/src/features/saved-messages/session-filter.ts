import { i18n } from '../../i18n/i18n';
import type { SavedSession } from './group-saved';

export const ALL_SESSIONS = 'all';

export interface SessionOption {
  value: string;
  label: string;
}

/** A session without a title is named by the first 8 characters of its id, as the chat's PDF file names are. */
export const shortSessionId = (sessionId: string) => sessionId.slice(0, 8);

/** The session's first question, or 'Session 4037e705'. */
export const sessionName = (session: Pick<SavedSession, 'sessionId' | 'title'>) =>
  session.title ?? i18n.t('savedMessages:session.untitled', { id: shortSessionId(session.sessionId) });

/** Spec 2.11: 'All Sessions', then each session by name with its message count, in page order. */
export function sessionFilterOptions(sessions: readonly SavedSession[]): SessionOption[] {
  return [
    { value: ALL_SESSIONS, label: i18n.t('savedMessages:filter.all') },
    ...sessions.map((session) => ({
      value: session.sessionId,
      label: i18n.t('savedMessages:filter.option', { name: sessionName(session), count: session.messages.length }),
    })),
  ];
}

/** The filter shows only with more than one session; a choice that no longer exists means all. */
export function visibleSessions(sessions: readonly SavedSession[], selected: string): readonly SavedSession[] {
  if (selected === ALL_SESSIONS) return sessions;
  const match = sessions.filter((session) => session.sessionId === selected);
  return match.length > 0 ? match : sessions;
}

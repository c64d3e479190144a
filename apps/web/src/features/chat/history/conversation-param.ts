/** The query parameter that names the open conversation: /chats?c=<session id>, so reload and Back work. */
export const CONVERSATION_PARAM = 'c';

/** The conversation to open: the one the address names, if it is still the user's, else the newest. */
export function conversationToOpen(wanted: string | null, sessionIds: readonly string[], latest: string | null): string | null {
  return wanted && sessionIds.includes(wanted) ? wanted : latest;
}

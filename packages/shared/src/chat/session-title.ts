/** About as long as a title reads at a glance, and fits a select's option on a phone. */
export const SESSION_TITLE_MAX_LENGTH = 60;

/**
 * A chat session's title: its first question on one line, without the chat's **bold** marks, cut
 * at a word to at most 60 characters with an ellipsis.
 */
export function sessionTitle(question: string): string {
  const flat = question.replaceAll('**', '').replace(/\s+/g, ' ').trim();
  if (flat.length <= SESSION_TITLE_MAX_LENGTH) return flat;
  const cut = flat.slice(0, SESSION_TITLE_MAX_LENGTH - 1);
  const space = cut.lastIndexOf(' ');
  // A word longer than a third of the title is cut inside rather than dropped.
  return `${(space >= (SESSION_TITLE_MAX_LENGTH * 2) / 3 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?-]+$/, '')}…`;
}

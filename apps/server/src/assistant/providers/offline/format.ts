// Small text helpers shared by the offline engine's replies. Replies use the chat's own markup:
// **bold** and line breaks, nothing else.

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** 'YYYY-MM-DD' as 'March 1, 2026'; anything else is returned unchanged. */
export function longDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return isoDate;
  const [, year, month, day] = match;
  return `${MONTHS[Number(month) - 1]} ${Number(day)}, ${year}`;
}

export const bullets = (items: readonly string[]) => items.map((item) => `• ${item}`).join('\n');
export const numbered = (items: readonly string[]) => items.map((item, index) => `${index + 1}. ${item}`).join('\n');

export const NOT_LEGAL_ADVICE = 'This is general information to help you handle your own claim, not legal advice.';

/** Paragraphs joined by a blank line, empty ones dropped. */
export const paragraphs = (...parts: (string | null | undefined | false)[]) => parts.filter((part): part is string => !!part).join('\n\n');

import type { Letter } from '../plain-copy/plain-letter';

/**
 * Longer mailto: links are cut short by many mail clients and by Windows' URL handling, silently
 * dropping the end of the letter (the signature first); past this length only Copy is offered.
 */
export const MAILTO_MAX_LENGTH = 1800;

/**
 * A mailto: link that opens the letter as a new e-mail: to the adjuster when the draft names their
 * address, with the subject and body percent-encoded and CRLF line breaks (RFC 6068). Null when
 * the link would be too long to arrive whole.
 */
export function mailtoHref(letter: Letter): string | null {
  // An address is kept as written: the @ encoded as %40 trips some clients. letter.to holds no ? & # or %.
  const to = letter.to ?? '';
  const body = letter.body.replace(/\r?\n/g, '\r\n');
  const href = `mailto:${to}?subject=${encodeURIComponent(letter.subject)}&body=${encodeURIComponent(body)}`;
  return href.length <= MAILTO_MAX_LENGTH ? href : null;
}

// An address fit for a mailto: link as written (see mailtoHref): nothing that would end or encode it.
const MAILTO_ADDRESS = /^[^\s?&#%@]+@[^\s?&#%@]+$/;

/** The address, trimmed, when a mailto: link can carry it; null for a blank or unusable one. */
export function mailtoAddress(address: string | null | undefined): string | null {
  const trimmed = address?.trim() ?? '';
  return MAILTO_ADDRESS.test(trimmed) ? trimmed : null;
}

import sanitizeHtml from 'sanitize-html';
import { LEGAL_ALLOWED_ATTRIBUTES, LEGAL_ALLOWED_SCHEMES, LEGAL_ALLOWED_TAGS } from '@benji/shared';

/**
 * Reduces legal HTML to the shared allow-list: no scripts, styles, event handlers, frames or
 * javascript: links. The text of a dropped tag stays; the content of <script> and <style> goes.
 */
export function sanitizeLegalHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [...LEGAL_ALLOWED_TAGS],
    allowedAttributes: Object.fromEntries(Object.entries(LEGAL_ALLOWED_ATTRIBUTES).map(([tag, attributes]) => [tag, [...attributes]])),
    allowedSchemes: [...LEGAL_ALLOWED_SCHEMES],
    allowedSchemesAppliedToAttributes: ['href'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
  }).trim();
}

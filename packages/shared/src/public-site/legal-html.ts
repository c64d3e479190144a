// The one allow-list for legal HTML: the server sanitizes with it when a text is stored and the
// browser again before rendering, so a stored <script> or onclick never reaches a page.
export const LEGAL_ALLOWED_TAGS = [
  'h2',
  'h3',
  'h4',
  'p',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'b',
  'i',
  'a',
  'br',
  'hr',
  'blockquote',
  'code',
  'section',
] as const;

export const LEGAL_ALLOWED_ATTRIBUTES: Record<string, readonly string[]> = {
  a: ['href', 'title'],
  h2: ['id'],
  h3: ['id'],
  section: ['id'],
};

/** Links may point to web pages, mail addresses and anchors on the same page only. */
export const LEGAL_ALLOWED_SCHEMES = ['http', 'https', 'mailto'] as const;

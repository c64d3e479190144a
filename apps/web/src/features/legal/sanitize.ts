import { LEGAL_ALLOWED_ATTRIBUTES, LEGAL_ALLOWED_SCHEMES, LEGAL_ALLOWED_TAGS } from '@benji/shared';

const TAGS = new Set<string>(LEGAL_ALLOWED_TAGS);
const SCHEMES = new Set<string>(LEGAL_ALLOWED_SCHEMES);
// Dropped with everything inside them: code, styles, embedded documents and foreign markup.
const DROP_WITH_CONTENT = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
  'textarea',
  'select',
  'title',
]);

/** A link is safe when it is relative or uses an allowed scheme; browsers ignore tabs and spaces inside a scheme, so do we. */
function isSafeUrl(value: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are what browsers skip
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value.replace(/[\u0000-\u0020\u007f]/g, ''))?.[1];
  return !scheme || SCHEMES.has(scheme.toLowerCase());
}

function copyChildren(from: Node, to: Element, target: Document) {
  for (const child of Array.from(from.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) to.appendChild(target.createTextNode(child.textContent ?? ''));
    if (child.nodeType !== Node.ELEMENT_NODE) continue;
    const element = child as Element;
    const tag = element.tagName.toLowerCase();
    if (DROP_WITH_CONTENT.has(tag)) continue;
    if (!TAGS.has(tag)) {
      // An unknown wrapper goes, its text stays (as the server's sanitizer does).
      copyChildren(element, to, target);
      continue;
    }
    const copy = target.createElement(tag);
    for (const name of LEGAL_ALLOWED_ATTRIBUTES[tag] ?? []) {
      const value = element.getAttribute(name);
      if (value !== null && (name !== 'href' || isSafeUrl(value))) copy.setAttribute(name, value);
    }
    copyChildren(element, copy, target);
    to.appendChild(copy);
  }
}

/**
 * The browser's second pass over legal HTML, with the allow-list the server used when storing it.
 * The markup is parsed in an inert document (nothing in it runs or loads) and rebuilt element by
 * element: only allowed tags, allowed attributes and safe links are copied, everything else is text or gone.
 */
export function sanitizeLegalHtml(html: string): string {
  const source = new DOMParser().parseFromString(html, 'text/html');
  const target = document.implementation.createHTMLDocument('');
  const root = target.createElement('div');
  copyChildren(source.body, root, target);
  return root.innerHTML;
}

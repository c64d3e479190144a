/** What a prerendered page's <head> says about it. */
export interface PageHead {
  /** The language of its text, for <html lang>: en, fr-CA, es-US. */
  lang: string;
  title: string;
  description: string;
  /** The page in each language (hreflang), x-default included. */
  alternates: ReadonlyArray<{ hreflang: string; href: string }>;
}

const ROOT = '<div id="root"></div>';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Replaces exactly one match, or fails the build: a changed index.html must not ship a page without its head. */
function replaceOnce(html: string, pattern: RegExp, replacement: string, what: string): string {
  const matches = html.match(new RegExp(pattern.source, 'g'))?.length ?? 0;
  if (matches !== 1) throw new Error(`index.html has ${matches} ${what}, not one`);
  return html.replace(pattern, () => replacement);
}

/**
 * The app's index.html carrying a page rendered ahead of time (beside the empty app root, which the
 * live app fills) and that page's own head: its language, title, description and hreflang links.
 */
export function documentWithPage(indexHtml: string, pageHtml: string, head: PageHead): string {
  let html = replaceOnce(indexHtml, /<html lang="[^"]*">/, `<html lang="${escapeHtml(head.lang)}">`, '<html lang>');
  html = replaceOnce(html, /<title>[^<]*<\/title>/, `<title>${escapeHtml(head.title)}</title>`, '<title>');
  html = replaceOnce(
    html,
    /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    'description',
  );
  const links = head.alternates.map(({ hreflang, href }) => `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}" />`);
  html = replaceOnce(html, /<\/head>/, `  ${links.join('\n    ')}\n  </head>`, '</head>');
  return replaceOnce(html, new RegExp(ROOT), `<div id="prerendered">${pageHtml}</div>${ROOT}`, ROOT);
}

import type { Page } from '@playwright/test';

/**
 * Opens the app in the pseudo-locale (en-XA): English from the catalogue with every letter
 * accented and bracketed. It is saved as the user's language before any script of the app runs.
 */
export async function usePseudoLocale(page: Page) {
  await page.addInitScript(() => {
    window.localStorage.setItem(
      'benji.preferences',
      JSON.stringify({ version: 1, chosenClaimId: null, hadSession: false, locale: 'en-XA' }),
    );
  });
}

/**
 * Every piece of text a reader sees or hears that still holds a plain ASCII letter: visible text
 * nodes (screen-reader-only ones included) and the placeholder, aria-label, title and alt of
 * visible elements. In the pseudo-locale only a string that skipped the catalogue has one. Text
 * marked translate="no" (the brand, an e-mail address, the languages' own names) is not checked,
 * nor Intl's output inside <time> and <data>, nor content marked lang="en", nor what `alsoExempt`
 * selects (a screen's words that are not the app's: the assistant's reply).
 */
export function untranslatedText(page: Page, alsoExempt?: string): Promise<string[]> {
  return page.evaluate((alsoExempt) => {
    const plain = /[A-Za-z]/;
    // Intl's dates and amounts sit in <time> and <data>: in en-XA Intl writes them in plain English.
    // Content the app marks lang="en" is English by design, not its interface (a letter template
    // until it is written in French and Spanish): the mark tells readers and screen readers so.
    const exempt = (element: Element) =>
      element.closest(['[translate="no"], [lang="en"], time, data, script, style, noscript', alsoExempt].filter(Boolean).join(', ')) !==
      null;
    const visible = (element: Element) => element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true });
    const describe = (element: Element) => `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}>`;
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim() ?? '';
      if (!parent || !plain.test(text) || exempt(parent) || !visible(parent)) continue;
      found.push(`${describe(parent)} ${text}`);
    }
    for (const element of Array.from(document.body.querySelectorAll('[placeholder], [aria-label], [title], [alt]'))) {
      if (exempt(element) || !visible(element)) continue;
      for (const attribute of ['placeholder', 'aria-label', 'title', 'alt']) {
        const value = element.getAttribute(attribute);
        if (value && plain.test(value)) found.push(`${describe(element)} ${attribute}="${value}"`);
      }
    }
    return found;
  }, alsoExempt);
}

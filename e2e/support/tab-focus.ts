import type { BrowserContext, Page } from '@playwright/test';

/**
 * Playwright tells every page it has the focus, so switching tabs fires no event. With that turned
 * off (Chromium's DevTools protocol), bringing a page to the front blurs the one behind and focuses
 * it, as a person switching tabs does.
 */
export async function useRealTabFocus(context: BrowserContext, ...pages: Page[]): Promise<void> {
  for (const page of pages) await (await context.newCDPSession(page)).send('Emulation.setFocusEmulationEnabled', { enabled: false });
}

import { loadNamespace } from '../../i18n/i18n';

/** The ids of the sections whose code loads on demand, in page order. */
export const LOWER_SECTION_IDS = ['testimonials', 'contact', 'faq'] as const;

export const isLowerSection = (id: string) => (LOWER_SECTION_IDS as readonly string[]).includes(id);

// One import for the lazy component and for links that need the sections before they scroll; their
// messages are fetched beside their code, in the active language.
export const loadLowerSections = () =>
  Promise.all([import('./components/lower-sections'), loadNamespace('landingMore')]).then(([module]) => module);

/** Resolves once the section is rendered with its content (data-ready), or after `timeoutMs`. */
export function whenSectionReady(id: string, timeoutMs = 5000): Promise<void> {
  const started = performance.now();
  return new Promise((resolve) => {
    const check = () => {
      const ready = document.getElementById(id)?.dataset.ready === 'true';
      if (ready || performance.now() - started > timeoutMs) resolve();
      else requestAnimationFrame(check);
    };
    check();
  });
}

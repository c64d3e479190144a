import { PRICING_SCROLL_DELAY_MS, PRICING_SCROLL_RETRY_MS } from '@benji/shared';

type Navigate = (to: string) => void | Promise<void>;

function scrollToPricing(): boolean {
  const section = document.getElementById('pricing');
  if (!section) return false;
  section.scrollIntoView({ behavior: 'smooth', block: 'start' });
  return true;
}

/**
 * Spec section 4, Pricing navigation: go to /home, scroll to #pricing about 300 ms later (the
 * landing page is lazy-loaded), try once more after 500 ms, then fall back to the URL hash.
 */
export function goToPricing(navigate: Navigate): void {
  void navigate('/home');
  window.setTimeout(() => {
    if (scrollToPricing()) return;
    window.setTimeout(() => {
      if (!scrollToPricing()) window.location.hash = 'pricing';
    }, PRICING_SCROLL_RETRY_MS);
  }, PRICING_SCROLL_DELAY_MS);
}

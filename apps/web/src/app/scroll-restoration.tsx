import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** Where each visited entry of the history was last scrolled, by location key. */
const positions = new Map<string, number>();

/**
 * A page followed by a link opens at its top (or at its #hash's element), and Back (or Forward)
 * returns to where that page was scrolled, as a browser does between documents. The first page is
 * left where the reader has it: it may be the build-time copy they have started scrolling.
 */
export function ScrollRestoration() {
  const { key, hash, state } = useLocation();
  // A page that only changed its address (the language switch's /home → /fr/home) stays where it is.
  const keepScroll = (state as { keepScroll?: boolean } | null)?.keepScroll === true;
  const shown = useRef(key);

  useLayoutEffect(() => {
    // The browser would restore the position itself on Back, before the page it belongs to is shown.
    window.history.scrollRestoration = 'manual';
    return () => {
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    if (shown.current !== key && !keepScroll) scrollOnArrival(positions.get(key), hash);
    shown.current = key;
    const remember = () => positions.set(key, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [key, hash, keepScroll]);

  return null;
}

function scrollOnArrival(saved: number | undefined, hash: string) {
  if (saved !== undefined) return window.scrollTo(0, saved);
  const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
  if (target) target.scrollIntoView();
  else window.scrollTo(0, 0);
}

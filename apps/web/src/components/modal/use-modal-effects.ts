import { useEffect, type RefObject } from 'react';

/**
 * While a modal is open: the page behind does not scroll, the app root is inert (so neither
 * Tab nor a screen reader reaches it), and focus goes back where it was when it closes.
 */
export function useModalEffects(open: boolean, panel: RefObject<HTMLElement | null>) {
  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = document.getElementById('root');
    const wasInert = root?.inert ?? false;
    const overflow = document.body.style.overflow;
    if (root && !root.contains(panel.current)) root.inert = true;
    document.body.style.overflow = 'hidden';
    return () => {
      if (root) root.inert = wasInert;
      document.body.style.overflow = overflow;
      previous?.focus();
    };
  }, [open, panel]);
}

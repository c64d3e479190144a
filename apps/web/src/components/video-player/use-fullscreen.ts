import { useCallback, useEffect, useState, type RefObject } from 'react';

/** Full screen for the whole player, so the custom controls come along. */
export function useFullscreen(target: RefObject<HTMLElement | null>) {
  const [active, setActive] = useState(false);

  useEffect(() => {
    const update = () => setActive(document.fullscreenElement !== null && document.fullscreenElement === target.current);
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, [target]);

  const toggle = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    // Refused when the page is not allowed full screen (an iframe without allowfullscreen): nothing to do.
    else void target.current?.requestFullscreen?.().catch(() => undefined);
  }, [target]);

  return { active, toggle, supported: typeof document !== 'undefined' && document.fullscreenEnabled !== false };
}

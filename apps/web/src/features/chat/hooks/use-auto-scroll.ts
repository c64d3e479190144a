import { useEffect, useRef, type RefObject } from 'react';
import { AUTO_SCROLL_MS, animateToBottom } from './smooth-scroll';

/**
 * Spec 2.8: after the messages change, the view scrolls to the bottom over one second. A change
 * during the animation lets it run on (it follows the moving bottom) instead of restarting it.
 * With reduced motion asked for, it jumps.
 */
export function useAutoScroll(container: RefObject<HTMLElement | null>, change: unknown) {
  const running = useRef<{ stop: () => void; endsAt: number } | null>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      element.scrollTop = element.scrollHeight;
      return;
    }
    if (running.current && performance.now() < running.current.endsAt) return;
    running.current = { stop: animateToBottom(element), endsAt: performance.now() + AUTO_SCROLL_MS };
  }, [container, change]);

  useEffect(() => () => running.current?.stop(), []);
}

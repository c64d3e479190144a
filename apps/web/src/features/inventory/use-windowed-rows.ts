import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { visibleRange, type WindowRange } from './windowing';

/**
 * Follows a scrolled box's position and height and answers which rows to render. Scroll events are
 * read once per frame: a fling over 2,000 rows re-renders at most at the screen's rate.
 */
export function useWindowedRows(count: number, rowHeight: number): { box: RefObject<HTMLDivElement | null>; range: WindowRange } {
  const box = useRef<HTMLDivElement | null>(null);
  const [view, setView] = useState({ top: 0, height: 640 });
  const frame = useRef(0);

  const measure = useCallback(() => {
    const element = box.current;
    if (element) setView({ top: element.scrollTop, height: element.clientHeight || 640 });
  }, []);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const onScroll = () => {
      cancelAnimationFrame(frame.current);
      frame.current = requestAnimationFrame(measure);
    };
    measure();
    element.addEventListener('scroll', onScroll, { passive: true });
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    resize?.observe(element);
    return () => {
      cancelAnimationFrame(frame.current);
      element.removeEventListener('scroll', onScroll);
      resize?.disconnect();
    };
  }, [measure]);

  return { box, range: visibleRange(count, rowHeight, view.top, view.height) };
}

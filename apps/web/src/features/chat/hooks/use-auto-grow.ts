import { useLayoutEffect, type RefObject } from 'react';

/** The chat textarea's tallest size (spec 9); beyond it the text scrolls. */
export const COMPOSER_MAX_HEIGHT = 128;

/** Fits the textarea's height to its text, up to the maximum, whenever the text changes. */
export function useAutoGrow(textarea: RefObject<HTMLTextAreaElement | null>, value: string) {
  useLayoutEffect(() => {
    const element = textarea.current;
    if (!element) return;
    element.style.height = 'auto';
    const height = Math.min(element.scrollHeight, COMPOSER_MAX_HEIGHT);
    element.style.height = `${height}px`;
    element.style.overflowY = element.scrollHeight > COMPOSER_MAX_HEIGHT ? 'auto' : 'hidden';
  }, [textarea, value]);
}

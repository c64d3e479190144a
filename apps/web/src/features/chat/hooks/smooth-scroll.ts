/** The spec's auto-scroll animation length (section 9). */
export const AUTO_SCROLL_MS = 1000;

/** Ease in and out: slow start, slow finish; 0 → 0 and 1 → 1. */
export function easeInOutCubic(t: number): number {
  const x = Math.min(1, Math.max(0, t));
  return x < 0.5 ? 4 * x * x * x : 1 - (-2 * x + 2) ** 3 / 2;
}

/** Where the animation stands after `elapsed` ms, aiming at a bottom that may have moved since it started. */
export function scrollPosition(start: number, target: number, elapsed: number, duration = AUTO_SCROLL_MS): number {
  return start + (target - start) * easeInOutCubic(elapsed / duration);
}

/**
 * Scrolls `element` to its bottom over `duration`. The target is read on every frame, so text
 * streaming in while the animation runs is followed. Returns a function that stops it.
 */
export function animateToBottom(element: HTMLElement, duration = AUTO_SCROLL_MS): () => void {
  const start = element.scrollTop;
  const began = performance.now();
  let frame = 0;
  const step = (now: number) => {
    const elapsed = now - began;
    const target = element.scrollHeight - element.clientHeight;
    element.scrollTop = scrollPosition(start, target, elapsed, duration);
    if (elapsed < duration) frame = requestAnimationFrame(step);
  };
  frame = requestAnimationFrame(step);
  return () => cancelAnimationFrame(frame);
}

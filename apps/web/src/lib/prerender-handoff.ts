/** Where the build puts the page it rendered ahead of time (scripts/prerender.mjs). */
export const PRERENDERED_ID = 'prerendered';

/**
 * Takes the build-time copy of the page away once the live page has mounted. Call it from a layout
 * effect, so the swap happens before the browser paints: the reader never sees a gap or a jump.
 * The app's root stays hidden while the copy is there (index.css).
 */
export function removePrerendered(): void {
  document.getElementById(PRERENDERED_ID)?.remove();
}

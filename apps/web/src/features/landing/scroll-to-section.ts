/** Smooth scrolling to a section of the page, instant for people who ask for reduced motion. */
export function scrollToSection(id: string): boolean {
  const target = id === 'top' ? document.body : document.getElementById(id);
  if (!target) return false;
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  const behavior: ScrollBehavior = reduce ? 'auto' : 'smooth';
  if (id === 'top') window.scrollTo({ top: 0, behavior });
  else target.scrollIntoView({ behavior, block: 'start' });
  // Keep the address shareable without the jump a plain hash change would cause.
  window.history.replaceState(window.history.state, '', id === 'top' ? window.location.pathname + window.location.search : `#${id}`);
  return true;
}

import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { LOWER_SECTION_IDS, loadLowerSections } from '../lower-sections-loader';

const LowerSections = lazy(() => loadLowerSections().then((module) => ({ default: module.LowerSections })));

/**
 * Testimonials, contact and FAQ are below the fold: their code is fetched when the reader scrolls
 * within a screen or so of them, or follows a link to one (`load`), not with the page. Until then
 * empty anchors hold their place, so #contact and #faq always exist.
 */
export function DeferredSections({ load }: { load: boolean }) {
  const placeholderRef = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const placeholder = placeholderRef.current;
    if (!placeholder || near) return;
    if (typeof IntersectionObserver === 'undefined') return setNear(true);
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), {
      rootMargin: '1000px 0px',
    });
    observer.observe(placeholder);
    return () => observer.disconnect();
  }, [near]);

  const placeholder = (
    <div ref={placeholderRef} className="min-h-[2400px]">
      {LOWER_SECTION_IDS.map((id) => (
        <div key={id} id={id} className="scroll-mt-20" />
      ))}
    </div>
  );
  if (!load && !near) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <LowerSections />
    </Suspense>
  );
}

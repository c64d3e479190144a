import type { ReactNode } from 'react';
import { cx } from '../../../components/ui/cx';

interface SectionProps {
  id: string;
  eyebrow: string;
  title: string;
  intro?: string;
  children: ReactNode;
  className?: string;
}

/** One landing section: an anchor the header links to, a small label, a heading and a lead sentence. */
export function Section({ id, eyebrow, title, intro, children, className }: SectionProps) {
  return (
    // data-ready tells links waiting for a deferred section that it is now in the page.
    <section
      id={id}
      data-ready="true"
      aria-labelledby={`${id}-title`}
      className={cx('scroll-mt-20 px-4 py-16 sm:px-6 sm:py-24', className)}
    >
      <div className="mx-auto max-w-6xl">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{eyebrow}</p>
          <h2 id={`${id}-title`} className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            {title}
          </h2>
          {intro && <p className="mt-4 text-lg text-slate-600">{intro}</p>}
        </div>
        <div className="mt-12">{children}</div>
      </div>
    </section>
  );
}

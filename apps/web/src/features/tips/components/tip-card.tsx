import { findTemplate, type Tip } from '@benji/shared';
import { ArrowRight, FileText } from 'lucide-react';
import { Link } from 'react-router';

/** One numbered tip: what to do, why it matters, and the template that does it when there is one. */
export function TipCard({ tip }: { tip: Tip }) {
  const template = tip.templateId ? findTemplate(tip.templateId) : undefined;
  const headingId = `tip-${tip.number}`;
  return (
    <article aria-labelledby={headingId} className="flex h-full gap-4 rounded-2xl bg-white p-5 shadow-card ring-1 ring-slate-200/70 sm:p-6">
      <span
        aria-hidden="true"
        className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-700 text-base font-bold text-white"
      >
        {tip.number}
      </span>
      <div className="min-w-0 flex-1">
        <h2 id={headingId} className="text-lg font-semibold leading-snug text-slate-900">
          <span className="sr-only">Tip {tip.number}: </span>
          {tip.title}
        </h2>
        <p className="mt-2 text-sm leading-relaxed text-slate-600">{tip.body}</p>
        {template && (
          <Link
            to={`/template-store?template=${template.id}`}
            className="mt-4 inline-flex items-center gap-2 rounded-lg text-sm font-semibold text-brand-700 hover:text-brand-900 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2"
          >
            <FileText aria-hidden="true" className="size-4" />
            Use the template: {template.title}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        )}
      </div>
    </article>
  );
}

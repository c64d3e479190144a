import { TIP_FOLLOW_UP_BUSINESS_DAYS, type LetterTemplate, type Tip } from '@benji/shared';
import { ArrowRight, FileText } from 'lucide-react';
import { Link } from 'react-router';
import type tips from '../../../i18n/catalogues/en/tips.json';
import { richText } from '../../../i18n/rich-text';
import { useTranslation } from '../../../i18n/use-translation';

type TipNumber = keyof (typeof tips)['items'];

/**
 * One numbered tip: what to do, why it matters, and the template that does it when there is one
 * (`template`, in the reader's language).
 */
export function TipCard({ tip, template }: { tip: Tip; template?: LetterTemplate }) {
  const { t } = useTranslation('tips');
  const headingId = `tip-${tip.number}`;
  // The English of @benji/shared's TIPS is the spec's; the words shown are the catalogue's, by number.
  const number = String(tip.number) as TipNumber;
  const count = TIP_FOLLOW_UP_BUSINESS_DAYS;
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
          {richText(t('heading', { number: tip.number, title: t(`items.${number}.title`, { count }) }), {
            sr: (words) => <span className="sr-only">{words}</span>,
          })}
        </h2>
        <p className="mt-2 text-sm leading-relaxed text-slate-600">{t(`items.${number}.body`, { count })}</p>
        {template && (
          <Link
            to={`/template-store?template=${template.id}`}
            className="mt-4 inline-flex items-center gap-2 rounded-lg text-sm font-semibold text-brand-700 hover:text-brand-900 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2"
          >
            <FileText aria-hidden="true" className="size-4 shrink-0" />
            <span>{richText(t('useTemplate', { title: template.title }), { title: (title) => <span>{title}</span> })}</span>
            <ArrowRight aria-hidden="true" className="size-4 shrink-0" />
          </Link>
        )}
      </div>
    </article>
  );
}

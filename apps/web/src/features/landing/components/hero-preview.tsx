import { Mail, Sparkles } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation';

/** A worked example of what Benji does with an adjuster's e-mail; labelled as an example. */
export function HeroPreview() {
  const { t } = useTranslation('landing');
  return (
    <figure className="relative mx-auto w-full max-w-md lg:max-w-none">
      <div aria-hidden="true" className="absolute -inset-4 -z-10 rounded-[2rem] bg-gradient-to-br from-brand-100 to-brand-50 blur-sm" />
      <div className="space-y-4 rounded-2xl bg-white p-5 shadow-card ring-1 ring-slate-200/70 sm:p-6">
        <div className="rounded-xl border border-slate-200 bg-slate-50 p-4">
          <p className="flex items-center gap-2 text-xs font-semibold uppercase tracking-wide text-slate-600">
            <Mail aria-hidden="true" className="size-4" /> {t('preview.fromAdjuster')}
          </p>
          <p className="mt-2 text-sm text-slate-800">{t('preview.adjusterRequest')}</p>
        </div>
        <div className="rounded-xl border border-brand-200 bg-brand-50 p-4">
          <p className="flex items-center gap-2 text-xs font-semibold uppercase tracking-wide text-brand-800">
            <Sparkles aria-hidden="true" className="size-4" /> {t('preview.draftReply')}
          </p>
          <p className="mt-2 text-sm leading-relaxed text-slate-800">{t('preview.draft')}</p>
        </div>
        <p className="text-xs text-slate-600">{t('preview.youReview')}</p>
      </div>
      <figcaption className="mt-3 text-center text-xs text-slate-600">{t('preview.caption')}</figcaption>
    </figure>
  );
}

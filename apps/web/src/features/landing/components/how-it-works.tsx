import { useTranslation } from '../../../i18n/use-translation';
import { Section } from './section';

// Spec 2.4: the four steps, in this order; their English is also @benji/shared's HOW_IT_WORKS.
const STEPS = ['upload', 'responses', 'fightBack', 'payout'] as const;

export function HowItWorks() {
  const { t } = useTranslation('landing');
  return (
    <Section id="how-it-works" eyebrow={t('howItWorks.eyebrow')} title={t('howItWorks.title')} intro={t('howItWorks.intro')}>
      <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {STEPS.map((step, index) => (
          <li key={step} className="rounded-2xl bg-white p-6 shadow-card ring-1 ring-slate-200/70">
            <span
              aria-hidden="true"
              className="flex size-11 items-center justify-center rounded-xl bg-brand-700 text-lg font-bold text-white"
            >
              {index + 1}
            </span>
            <h3 className="mt-4 text-lg font-semibold text-slate-900">
              <span className="sr-only">{t('howItWorks.stepNumber', { number: index + 1 })}</span>
              {t(`howItWorks.steps.${step}.title`)}
            </h3>
            <p className="mt-2 text-sm leading-relaxed text-slate-600">{t(`howItWorks.steps.${step}.body`)}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}

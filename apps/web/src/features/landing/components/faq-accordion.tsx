import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { cx } from '../../../components/ui/cx';
import { Section } from './section';

// The twenty questions of @benji/shared's FAQ, in order.
const QUESTIONS = [
  'whatIsBenji',
  'fileForMe',
  'lawyer',
  'whichClaims',
  'trial',
  'plans',
  'cancel',
  'afterLoss',
  'phoneOrEmail',
  'proofOfLoss',
  'euo',
  'responseTime',
  'cashValue',
  'denied',
  'firstOffer',
  'declarations',
  'readPolicy',
  'privacy',
  'insurerKnows',
  'help',
] as const;

/** Spec 2.4 and 9: twenty questions, one open at a time, in a list that scrolls past 600px. */
export function FaqAccordion() {
  const [open, setOpen] = useState<number | null>(null);
  const baseId = useId();
  const { t } = useTranslation('landingMore');

  return (
    <Section id="faq" eyebrow={t('faq.eyebrow')} title={t('faq.title')} intro={t('faq.intro')} className="bg-slate-50">
      <div
        className="mx-auto max-h-[600px] max-w-3xl overflow-y-auto rounded-2xl bg-white shadow-card ring-1 ring-slate-200/70"
        data-testid="faq-list"
      >
        <ul className="divide-y divide-slate-100">
          {QUESTIONS.map((question, index) => {
            const expanded = open === index;
            const buttonId = `${baseId}-q${index}`;
            const panelId = `${baseId}-a${index}`;
            return (
              <li key={question}>
                <h3>
                  <button
                    id={buttonId}
                    type="button"
                    aria-expanded={expanded}
                    aria-controls={panelId}
                    onClick={() => setOpen(expanded ? null : index)}
                    className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-medium text-slate-900 hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-brand-600 sm:px-6"
                  >
                    {t(`faq.items.${question}.question`)}
                    <ChevronDown
                      aria-hidden="true"
                      className={cx('size-5 shrink-0 text-slate-500 transition-transform', expanded && 'rotate-180')}
                    />
                  </button>
                </h3>
                <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!expanded} className="px-5 pb-5 text-slate-700 sm:px-6">
                  {t(`faq.items.${question}.answer`)}
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </Section>
  );
}

import { CheckCircle2 } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { useTranslation } from '../../../i18n/use-translation';

/** Keep in step with the step list in scripts/record-tutorial/steps.mjs. */
const LESSONS = ['1', '2', '3', '4', '5', '6'] as const;

export function VideoAbout() {
  const { t } = useTranslation('video');
  return (
    <Card>
      <h2 className="text-lg font-semibold text-slate-900">{t('aboutHeading')}</h2>
      <p className="mt-2 text-sm leading-relaxed text-slate-600">{t('about')}</p>
      <h2 className="mt-6 text-lg font-semibold text-slate-900">{t('learnHeading')}</h2>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2">
        {LESSONS.map((lesson) => (
          <li key={lesson} className="flex gap-2 text-sm text-slate-700">
            <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
            {t(`lessons.${lesson}`)}
          </li>
        ))}
      </ul>
    </Card>
  );
}

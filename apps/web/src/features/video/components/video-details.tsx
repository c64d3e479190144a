import { Card } from '../../../components/ui/card';
import { useTranslation } from '../../../i18n/use-translation';

const DETAILS = ['category', 'difficulty', 'format', 'language'] as const;

export function VideoDetails() {
  const { t } = useTranslation('video');
  return (
    <Card>
      <h2 className="text-lg font-semibold text-slate-900">{t('detailsHeading')}</h2>
      <dl className="mt-4 divide-y divide-slate-100">
        {DETAILS.map((term) => (
          <div key={term} className="flex justify-between gap-4 py-2 text-sm">
            {/* A term is one word: it keeps its width and the detail wraps instead. */}
            <dt className="shrink-0 whitespace-nowrap text-slate-600">{t(`details.${term}`)}</dt>
            <dd className="text-right font-medium text-slate-900">{t(`details.${term}Value`)}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

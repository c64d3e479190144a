import type { TClaimDeadlines } from '@benji/shared';
import { useTranslation } from '../../../../i18n/use-translation';

/** Points of the rules that carry no date to count to. */
export function AdvisoryList({ advisories }: { advisories: TClaimDeadlines['advisories'] }) {
  const { t, i18n } = useTranslation('claims');
  if (advisories.length === 0) return null;
  // The points themselves are the server's English; in another language they say so.
  const lang = i18n.language.startsWith('en') ? undefined : 'en';
  return (
    <section aria-label={t('deadlines.alsoGoodToKnow')}>
      <h3 className="mb-3 font-semibold text-slate-900">{t('deadlines.alsoGoodToKnow')}</h3>
      <ul className="space-y-2">
        {advisories.map((advisory) => (
          <li key={advisory.text} className="text-sm text-slate-800">
            <span lang={lang}>{advisory.text}</span>{' '}
            <span className="text-xs text-slate-600">
              {t(advisory.provisional ? 'deadlines.advisorySourceProvisional' : 'deadlines.advisorySource', {
                citation: advisory.citation,
              })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

import { advisoryText, type TClaimDeadlines } from '@benji/shared';
import { useTranslation } from '../../../../i18n/use-translation';
import { richText } from '../../../../i18n/rich-text';
import { serverEnglishLang } from '../../../../lib/deadline-words/server-english-lang';
import { useDeadlineWords } from '../../../../lib/deadline-words/use-deadline-words';

/** Points of the rules that carry no date to count to, in the reader's language once its table has arrived. */
export function AdvisoryList({ advisories }: { advisories: TClaimDeadlines['advisories'] }) {
  const { t, i18n } = useTranslation('claims');
  const words = useDeadlineWords();
  if (advisories.length === 0) return null;
  // Until the language's table arrives, the points are the server's English, and say so.
  const lang = words ? undefined : serverEnglishLang(i18n.language);
  return (
    <section aria-label={t('deadlines.alsoGoodToKnow')}>
      <h3 className="mb-3 font-semibold text-slate-900">{t('deadlines.alsoGoodToKnow')}</h3>
      <ul className="space-y-2">
        {advisories.map((advisory) => {
          const { text, citation } = advisoryText(advisory, words);
          return (
            <li key={advisory.code} className="text-sm text-slate-800">
              <span lang={lang}>{text}</span>{' '}
              <span className="text-xs text-slate-600">
                {richText(t(advisory.provisional ? 'deadlines.advisorySourceProvisional' : 'deadlines.advisorySource', { citation }), {
                  citation: (words) => <span lang={lang}>{words}</span>,
                })}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

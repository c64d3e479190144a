import { describePeriodIn, ruleById, type ClaimCategory, type CoverageNotice, type CoverageTerm } from '@benji/shared';
import { useTranslation } from '../../i18n/use-translation';
import { deadlineLocaleOf } from '../../lib/deadline-words/load-deadline-words';
import { useDeadlineWords } from '../../lib/deadline-words/use-deadline-words';
import { usePlaceWords } from '../../lib/place-names/use-place-words';

/** A policy term as shown: `lang` is 'en' while the rules' table of the reader's language has not arrived. */
export interface ShownTerm {
  ruleId: string;
  text: string;
  citation: string;
  lang?: 'en';
}

export interface CoverageNoticeText {
  headline: string;
  body: string;
  policyTerms: ShownTerm[];
}

const sentence = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
const lowerFirst = (text: string) => `${text.charAt(0).toLowerCase()}${text.slice(1)}`;

/**
 * The coverage notice in the interface's language, from the facts @benji/shared worked out (which
 * gap, which place, which policy terms, which regulator). In English it reads word for word as
 * coverageNotice's own headline and body (coverage-notice-box.test.tsx holds the two together).
 */
export function useCoverageNoticeText(notice: CoverageNotice, category: ClaimCategory | null): CoverageNoticeText {
  const { t, i18n } = useTranslation('frame');
  const words = useDeadlineWords();
  const locale = deadlineLocaleOf(i18n.language);
  const { gap, regulator } = notice;
  const placeWords = usePlaceWords();
  const shownPlace = placeWords(notice.country, notice.region);
  const place = shownPlace?.name ?? null;
  const province = notice.country === 'Canada';
  const claimType = category ? t(`coverageNotice.claimTypes.${category}`) : '';

  const term = (shown: CoverageTerm): ShownTerm => {
    // English is coverageNotice's own sentence; another language is written from the rule's words in it.
    if (!locale) return shown;
    const rule = ruleById(shown.ruleId);
    const ruleWords = words?.rules[shown.ruleId];
    if (!rule || !ruleWords) return { ...shown, lang: 'en' };
    const period = describePeriodIn(rule, locale);
    return {
      ruleId: shown.ruleId,
      text: sentence(t('coverageNotice.term', { duty: ruleWords.duty, period, trigger: ruleWords.triggerPhrase })),
      citation: ruleWords.citation,
    };
  };
  const policyTerms = notice.policyTerms.map(term);

  // "Ohio" in English; "de l’Ohio", "de Ohio" in French and Spanish, whose sentences take the place with its article.
  const where = shownPlace ? shownPlace.of : t(province ? 'coverageNotice.where.yourProvince' : 'coverageNotice.where.yourState');
  const headline =
    gap === 'claim_type' && place
      ? t(province ? 'coverageNotice.headline.claimTypeProvince' : 'coverageNotice.headline.claimTypeState', { place, claimType })
      : place
        ? t(province ? 'coverageNotice.headline.province' : 'coverageNotice.headline.state', { place })
        : t(province ? 'coverageNotice.headline.unknownProvince' : 'coverageNotice.headline.unknownState');
  const [first] = policyTerms;
  const policy = first ? t('coverageNotice.fromPolicy', { where, term: lowerFirst(first.text) }) : t('coverageNotice.policyOnly');
  const regulation =
    gap === 'claim_type' && place
      ? `${t(province ? 'coverageNotice.someRulesProvince' : 'coverageNotice.someRulesState', { place: where, claimType })} ${t('coverageNotice.mayStillSet', { place: where })}`
      : t('coverageNotice.notEncoded', { where });
  const ask = regulator ? t('coverageNotice.askRegulator', { name: regulator.name }) : t('coverageNotice.askAnyRegulator');
  return { headline, body: `${policy} ${regulation} ${ask}`, policyTerms };
}

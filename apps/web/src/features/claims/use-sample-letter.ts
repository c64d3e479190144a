import { templateLanguageOf, type TClaim, type TemplateLanguage } from '@benji/shared';
import { useTranslation } from '../../i18n/use-translation';
import { useClaimWords } from '../../lib/claim-words';
import type { Letter } from '../../lib/plain-copy/plain-letter';
import { selectUser } from '../../store/auth-slice';
import { useAppSelector } from '../../store/hooks';
import { useClaimRecordDetailsQuery } from './api';
import { sampleClaimEmail, sampleClaimLetter } from './sample-letter';

export interface SampleLetter {
  /** As the dialog shows and copies it. */
  text: string;
  /** The same letter as an e-mail to the adjuster, for Open in e-mail. */
  email: Letter;
  language: TemplateLanguage;
}

/**
 * The claim's sample letter in the interface's language (English for the pseudo-locale). The claim's
 * type and country are stored in English: a French or Spanish letter names them in its own words.
 */
export function useSampleLetter(claim: TClaim): SampleLetter {
  const { i18n } = useTranslation();
  const words = useClaimWords();
  const user = useAppSelector(selectUser);
  const details = useClaimRecordDetailsQuery().data?.find((saved) => saved.claim_id === claim.id);
  const language = templateLanguageOf(i18n.language);
  const named =
    language === 'en'
      ? claim
      : { ...claim, type_of_claim: words.claimType(claim.type_of_claim), country_of_incident: words.country(claim.country_of_incident) };
  const userName = user?.full_name ?? '';
  const today = new Date();
  return {
    text: sampleClaimLetter(named, userName, details, today, language),
    email: sampleClaimEmail(named, userName, details, today, language),
    language,
  };
}

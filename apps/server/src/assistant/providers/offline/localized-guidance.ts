import type { JobInput } from './composers';
import { bullets, paragraphs } from './format';
import { FRENCH_GUIDANCE, SPANISH_GUIDANCE, type GuidanceWords } from './languages/guidance-words';
import type { LocalizedComposer, OtherReplyLanguage } from './localized-composers';

const WORDS: Record<OtherReplyLanguage, GuidanceWords> = { fr: FRENCH_GUIDANCE, es: SPANISH_GUIDANCE };

const firstName = ({ facts }: JobInput) => facts.userName.split(/\s+/)[0] ?? '';

/** The greeting in French or Spanish, as guidance.ts writes it in English. */
export const greetingIn =
  (language: OtherReplyLanguage): LocalizedComposer =>
  (input) =>
    paragraphs(WORDS[language].hello(firstName(input)), bullets(WORDS[language].jobs));

/** What Benji can do, in French or Spanish. */
export const capabilitiesIn =
  (language: OtherReplyLanguage): LocalizedComposer =>
  (input) =>
    paragraphs(WORDS[language].whatIDo(firstName(input)), bullets(WORDS[language].jobs), ...WORDS[language].limits);

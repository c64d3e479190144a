import { LETTER_TEMPLATES } from './catalog';
import { LETTER_TEMPLATES_ES_US } from './data/es-us';
import { LETTER_TEMPLATES_FR_CA } from './data/fr-ca';
import type { TemplateLanguage } from './languages';
import type { LetterTemplate } from './types';

/**
 * The 20 templates in each language, for code that has every language at hand (the server, tests).
 * The web fetches only the reader's language, through the package's `letters/<language>` entries.
 */
export const LETTER_TEMPLATES_BY_LANGUAGE: Readonly<Record<TemplateLanguage, readonly LetterTemplate[]>> = {
  en: LETTER_TEMPLATES,
  'fr-CA': LETTER_TEMPLATES_FR_CA,
  'es-US': LETTER_TEMPLATES_ES_US,
};

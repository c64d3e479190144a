import { toAdjuster as toAdjusterEsUs } from './data/es-us/frame';
import { toAdjuster as toAdjusterFrCa } from './data/fr-ca/frame';
import type { TemplateLanguage } from './languages';

const TO_ADJUSTER: Record<Exclude<TemplateLanguage, 'en'>, (text: string) => string> = {
  'fr-CA': toAdjusterFrCa,
  'es-US': toAdjusterEsUs,
};

/**
 * A letter to the adjuster in the frame of the language's templates (date, addressee, claim
 * reference, greeting, signature), for letters written in the language outside the template store.
 */
export const toAdjusterIn = (language: Exclude<TemplateLanguage, 'en'>, text: string): string => TO_ADJUSTER[language](text);

import { blanksNamedIn } from './blank-names';
import { LETTER_TEMPLATES } from './catalog';
import type { TemplateId } from './ids';
import type { TemplateLanguage } from './languages';
import type { LetterTemplate } from './types';

/** What a language writes of a template; the id, category and date are the English template's. */
export interface TemplateText {
  readonly title: string;
  readonly preview: string;
  readonly subject: string;
  readonly body: string;
}

export type TemplateTexts = Readonly<Record<TemplateId, TemplateText>>;

/**
 * The 20 templates in another language, in the English catalogue's order. They are written with
 * the English blanks, the keys values are filed under; the reader sees the language's names.
 */
export function translateTemplates(texts: TemplateTexts, language: TemplateLanguage): readonly LetterTemplate[] {
  return LETTER_TEMPLATES.map(({ id, category, lastUpdated }) => {
    const { title, preview, subject, body } = texts[id];
    const named = (text: string) => blanksNamedIn(text, language);
    return { id, category, lastUpdated, title, preview, fullContent: { subject: named(subject), body: named(body) } };
  });
}

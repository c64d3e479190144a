import { LETTER_TEMPLATES } from './catalog';
import type { TemplateId } from './ids';
import type { LetterTemplate } from './types';

/** What a language writes of a template; the id, category and date are the English template's. */
export interface TemplateText {
  readonly title: string;
  readonly preview: string;
  readonly subject: string;
  readonly body: string;
}

export type TemplateTexts = Readonly<Record<TemplateId, TemplateText>>;

/** The 20 templates in another language, in the English catalogue's order. */
export function translateTemplates(texts: TemplateTexts): readonly LetterTemplate[] {
  return LETTER_TEMPLATES.map(({ id, category, lastUpdated }) => {
    const { title, preview, subject, body } = texts[id];
    return { id, category, lastUpdated, title, preview, fullContent: { subject, body } };
  });
}

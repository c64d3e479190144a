export {
  ALL_CATEGORIES,
  TEMPLATE_CATEGORIES,
  TEMPLATE_CATEGORY_FILTERS,
  type LetterTemplate,
  type TemplateCategory,
  type TemplateCategoryFilter,
} from './types';
export { isTemplateId, TEMPLATE_IDS, type TemplateId } from './ids';
export { findTemplate, LETTER_TEMPLATES, TEMPLATES_PER_PAGE } from './catalog';
export { TEMPLATE_LANGUAGES, templateLanguageOf, type TemplateLanguage } from './languages';
export { LETTER_TEMPLATES_BY_LANGUAGE } from './by-language';
export { isPlaceholder, PLACEHOLDERS, placeholderToken, type Placeholder } from './placeholders';
export { fillPlaceholders, listPlaceholders, type FillResult, type FillSegment } from './fill';
export { blanksNamedIn } from './blank-names';
export { blankHintIn } from './blank-hints';
export { composeLetter, toAdjuster, CLAIM_REFERENCE, SIGNATURE } from './data/compose';
export { toAdjusterIn } from './frames';
export { matchesCategory, matchesSearch, searchTemplates, type TemplateQuery } from './search';
export {
  recordValues,
  type KnownValues,
  type RecordClaim,
  type LetterClaimDetails,
  type LetterRecord,
  type LetterWriter,
} from './record-values';
export { diaryValues } from './diary-values';
export { letterDate, letterMoney } from './letter-format';

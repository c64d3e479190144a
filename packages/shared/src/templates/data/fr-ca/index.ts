import { translateTemplates, type TemplateTexts } from '../../translate';
import { CLOSURE } from './closure';
import { FOLLOW_UP } from './follow-up';
import { NEGOTIATION } from './negotiation';
import { POLICY } from './policy';
import { SUBMISSION } from './submission';

const TEXTS = { ...SUBMISSION, ...FOLLOW_UP, ...NEGOTIATION, ...CLOSURE, ...POLICY } satisfies TemplateTexts;

/** The 20 templates in Canadian French. A module of its own: the web fetches it only for a French reader. */
export const LETTER_TEMPLATES_FR_CA = translateTemplates(TEXTS, 'fr-CA');

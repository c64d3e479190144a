import type { Amount } from '@benji/shared';
import type { AssistantRequest } from '../../engine';
import { userFigureAbove, type Facts } from '../../facts/claim-facts';
import type { ReplyLanguage } from '../../understanding/language';
import { analyseEmail, looksLikeEmail, type EmailPoints } from './email-analysis';
import { EMAIL_READING_WORDS } from './languages/email-reading-words';

// What a reply to the adjuster's e-mail answers, decided once for every language: the e-mail's
// points and the user's own position. The English reply and its French and Spanish counterparts
// write these facts, so none of them can answer a point the others do not.

/** The user's own position, from their words above the pasted e-mail: "I won't sign this", "we refuse the 9,000". */
export interface Stance {
  declines: boolean;
  /** The user's own figure above the offer, from the records or their words, when there is one. */
  figure: Amount | null;
}

export interface EmailReplyFacts {
  points: EmailPoints;
  stance: Stance;
}

const hasPoints = (points: EmailPoints) =>
  points.requested.length > 0 ||
  points.inspection ||
  points.recordedStatement ||
  points.proofOfLoss ||
  points.denial ||
  points.offer !== null ||
  points.moreTime ||
  points.release ||
  points.deadline !== null;

/** The adjuster's e-mail and what it asks: pasted in this message, or in the user's previous one. */
function sourceEmail(request: AssistantRequest, pasted: string | null, today: string): EmailPoints | null {
  const previous = [...request.history].reverse().find((turn) => turn.role === 'user');
  const candidates = [...(pasted ? [pasted] : []), ...(previous && looksLikeEmail(previous.content) ? [previous.content] : [])];
  for (const text of candidates) {
    const points = analyseEmail(text, today);
    if (hasPoints(points)) return points;
  }
  return null;
}

/**
 * The user declines in English (a French or Spanish message reaches the job with its English
 * reading) or in the words of the language they wrote in.
 */
function declines(instruction: string, language: ReplyLanguage): boolean {
  return EMAIL_READING_WORDS.en.declines.test(instruction) || EMAIL_READING_WORDS[language].declines.test(instruction);
}

function stanceOf(instruction: string, language: ReplyLanguage, facts: Facts, points: EmailPoints): Stance {
  const offer: Amount | null = points.offer
    ? { kind: 'offer', value: points.offer.value, text: points.offer.text, on: null, source: 'question' }
    : null;
  return { declines: declines(instruction, language), figure: offer ? userFigureAbove(facts, offer) : null };
}

/**
 * The points of the adjuster's e-mail and the user's stance on them; null when there is no e-mail
 * to answer, and a reply would thank the adjuster for a message that may not exist.
 */
export function emailReplyFacts(
  request: AssistantRequest,
  facts: Facts,
  pasted: string | null,
  instruction: string,
  language: ReplyLanguage,
): EmailReplyFacts | null {
  const points = sourceEmail(request, pasted, facts.today);
  return points ? { points, stance: stanceOf(instruction, language, facts, points) } : null;
}

import type { Facts } from '../../../facts/claim-facts';
import type { ReplyLanguage } from '../../../understanding/language';
import { paragraphs } from '../format';
import { buyingWords } from '../languages/buying-words';

/**
 * The message ties the policy's price to a claim or a loss ("will my rates go up if I claim the
 * hail"); a French or Spanish one arrives with its English gloss.
 */
const TIES_PRICE_TO_A_CLAIM =
  /\b(?:claims?|accidents?|loss|fault|tickets?)\b[\s\S]*\b(?:premiums?|rates?|cost|price)\b|\b(?:premiums?|rates?)\b[\s\S]*\b(?:claims?|accidents?|loss)\b/i;

/**
 * A question about buying, pricing or changing a policy (trained from insuranceQA's questions of
 * that kind, corpus/SOURCES.md): who can answer it, and what Benji can do instead. Answered from
 * a policy's clauses it read as a coverage verdict ("appears covered up to $2,500" for "how much
 * is renters insurance"), a statement the records do not make.
 */
export function buyingInsurance(text: string, facts: Facts, language: ReplyLanguage): string {
  const words = buyingWords(language);
  return paragraphs(
    words.lead,
    words.whoAnswers(facts.insurer),
    TIES_PRICE_TO_A_CLAIM.test(text) ? words.afterAClaim : null,
    words.instead,
  );
}

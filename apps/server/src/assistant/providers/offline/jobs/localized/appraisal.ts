import { letterMoney, toAdjusterIn } from '@benji/shared';
import { latestAmount, userFigureAbove } from '../../../../facts/claim-facts';
import { policyTimeLimits } from '../../../../policy/time-limits';
import type { JobInput } from '../../composers';
import { paragraphs } from '../../format';
import { appraisalWords } from '../../languages/appraisal-words';
import { letterWords, type LetterLanguage } from '../../languages/letter-words';
import { policyPeriod } from '../../languages/policy-period';
import { renderLocalizedDraft } from '../../letters/localized-draft';
import { policyUnavailableIn, quoteIn } from '../../letters/localized-policy-quote';
import { appraisalClause } from '../appraisal-clause';

/**
 * appraisal in French or Spanish: the same demand under the policy's appraisal clause, from the
 * same facts, and the same refusals: no offer to disagree with, or a readable policy without the
 * clause. The clause is quoted as the policy writes it.
 */
export function appraisalIn(language: LetterLanguage, { facts, context }: JobInput): string {
  const words = appraisalWords(language);
  const { templates } = letterWords(language);
  const money = (value: number) => letterMoney({ value, text: '' }, templates);
  const offer = latestAmount(facts, 'offer');
  const clause = appraisalClause(context.passages);
  const quoted = clause ? `${words.whatPolicySays}\n${quoteIn(language, clause)}` : null;
  if (!offer) return paragraphs(words.noOffer[0], quoted, words.noOffer[1]);
  const unreadable = policyUnavailableIn(language, context);
  if (!clause && !unreadable) return paragraphs(...words.noClause(facts.adjusterName || null));
  const estimate = userFigureAbove(facts, offer);
  const appointment = policyTimeLimits(context.passages).find((limit) => limit.topic === 'appraisal');
  const body = words.body({
    estimate: estimate ? money(estimate.value) : null,
    clausePage: clause?.page ?? null,
    impartial: !!clause && /\bimpartial\b/i.test(clause.text),
    answerWithin: words.answerWithin(appointment ? { period: policyPeriod(language, appointment), page: appointment.page } : null),
  });
  return renderLocalizedDraft(facts, language, {
    intro: words.intro(money(offer.value), estimate ? { figure: money(estimate.value), gap: money(estimate.value - offer.value) } : null),
    subject: words.subject,
    body: toAdjusterIn(templates, body),
    notes: [quoted ?? unreadable, words.costNote],
  });
}

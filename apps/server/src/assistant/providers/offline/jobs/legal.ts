import { describePeriod, type Deadline } from '@benji/shared';
import type { AssistantContext } from '../../../engine';
import type { Facts } from '../../../facts/claim-facts';
import { bullets, longDate, paragraphs } from '../format';
import { splitPassage } from '../../../retrieval/clause-type';
import { lastDayFromLoss, policyTimeLimits, type PolicyTimeLimit } from '../../../policy/time-limits';
import type { RankedPassage } from '../../../retrieval/passage-search';
import { termsNamedIn } from '../../../glossary/terms';
import { claimActions } from './claim-actions';
import { complaintRoute } from './regulator-route';

/** The policy's suit-limitation clause among the passages: the one legal fact every answer should give. */
function suitClause(context: AssistantContext) {
  return (
    context.passages.find((passage) => /\b(suit|legal action|action against us|lawsuit|limitation period)\b/i.test(passage.text)) ?? null
  );
}

/** What the records and the policy say of the time to sue, apart from the sentences that say it. */
export interface SuitTimes {
  /** The policy's own suit limit, read with its period; else the clause alone, when one was found. */
  policyLimit: PolicyTimeLimit | null;
  clause: RankedPassage | null;
  /** The limit's last day, where it runs from the loss. */
  lastDay: string | null;
  /** The law's limitation periods on the claim. */
  lawDeadlines: Deadline[];
}

export function suitTimes(context: AssistantContext, facts: Facts): SuitTimes {
  const clause = suitClause(context);
  const policyLimit = policyTimeLimits(clause ? [clause] : []).find((limit) => limit.topic === 'suit') ?? null;
  return {
    policyLimit,
    clause,
    lastDay: policyLimit ? lastDayFromLoss(policyLimit, facts.claim?.dateOfIncident ?? null) : null,
    lawDeadlines: (facts.claim?.deadlines ?? []).filter((deadline) =>
      /\b(suit|sue|limitation|action)\b/i.test(`${deadline.title} ${deadline.ruleId}`),
    ),
  };
}

/**
 * How long the user has to sue: the policy's own clause, with its last day where it runs from the
 * loss, and the law's limitation periods on the claim. It runs whatever happens in the claim.
 */
function timeToSue(context: AssistantContext, facts: Facts): string {
  const { policyLimit, clause, lastDay, lawDeadlines } = suitTimes(context, facts);
  const lines = [
    policyLimit
      ? `Your policy (page ${policyLimit.page}): “${policyLimit.wording}”${lastDay ? ` — by **${longDate(lastDay)}**` : ''}.`
      : clause
        ? `Your policy (page ${clause.page}): “${splitPassage(clause.text).body}”`
        : null,
    ...lawDeadlines.map(
      (deadline) =>
        `${deadline.title}: ${describePeriod(deadline)}${deadline.triggeredBy ? '' : ' from the date of loss'}, by ${longDate(deadline.dueOn)} (${deadline.citation}).`,
    ),
  ].filter((line): line is string => !!line);
  if (lines.length > 0) return `**Time to sue** — it runs whatever happens in the claim:\n${bullets(lines)}`;
  return 'Check the **Conditions** section of your policy for a "suit against us" or "legal action" clause: it sets how long you have to sue, and it runs whatever happens in the claim.';
}

/** The insurance terms a legal question turns on that are explained beside the referral: fewer when there are actions to list. */
export const termsToExplain = (text: string, actions: readonly unknown[]) => termsNamedIn(text).slice(0, actions.length > 0 ? 1 : 2);

/** A glossary meaning's first sentence: a referral names the term, it does not teach it. */
export const firstSentence = (text: string) => /^.+?[.!?](?=\s|$)/.exec(text)?.[0] ?? text;

/**
 * Declines legal advice plainly, says who can give it, and still gives what Benji knows: how long
 * the user has to sue, what they can do on the claim now, the insurance terms their question
 * turns on, and where the claim stands. Short: a reader weighing a lawyer wants the clock and the
 * next step, not a page.
 */
export function legalQuestion(context: AssistantContext, facts: Facts, text = ''): string {
  const where = facts.claim?.region ? `${facts.claim.region}, ${facts.claim.country}` : facts.claim?.country;
  const regulator = complaintRoute(facts)?.regulator;
  const actions = claimActions(context, facts);
  // A term of insurance the question turns on ("is it legal to keep my depreciation?") is explained:
  // what it means is not legal advice.
  const terms = termsToExplain(text, actions);
  const claim = facts.claim
    ? `Your claim${facts.claimNumber ? ` ${facts.claimNumber}` : ''} with ${facts.insurer || 'your insurer'}: ${facts.claim.status}, loss on ${longDate(facts.claim.dateOfIncident)}${facts.denial ? `, denial recorded${facts.denial.on ? ` on ${longDate(facts.denial.on)}` : ''}` : ''}.`
    : null;
  return paragraphs(
    'I cannot give legal advice, so I cannot tell you whether to sue, whether the insurer acted in bad faith, what you are entitled to, or whether to sign a release.',
    `**Who can:** a licensed lawyer${where ? ` in ${where}` : ''} who handles insurance claims (many offer a free first consultation); a public adjuster, for the amount of the claim; or ${regulator ? `the ${regulator.name} (${regulator.website})` : facts.claim?.country === 'Canada' ? 'your provincial insurance regulator or the General Insurance OmbudService' : 'your state’s department of insurance'}, which takes complaints for free.`,
    timeToSue(context, facts),
    actions.length > 0 ? `**What you can do on the claim now**, with or without a lawyer:\n${bullets(actions)}` : null,
    terms.length > 0 ? terms.map((term) => `**${term.title}** — ${firstSentence(term.meaning)}`).join('\n') : null,
    claim,
    'Do not sign a release or accept a "final" payment until someone you trust has read it.',
  );
}

import type { AssistantContext } from '../../../engine';
import type { Facts } from '../../../facts/claim-facts';
import { bullets, longDate, paragraphs } from '../format';
import { quote } from '../policy-answer';
import { claimActions } from './claim-actions';
import { complaintRoute } from './regulator-route';

/** The policy's suit-limitation clause among the passages: the one legal fact every answer should give. */
function suitClause(context: AssistantContext) {
  return (
    context.passages.find((passage) => /\b(suit|legal action|action against us|lawsuit|limitation period)\b/i.test(passage.text)) ?? null
  );
}

/**
 * Declines legal advice plainly, says who can give it, and still gives what Benji knows: what the
 * user can do on the claim now, the policy's suit limitation, the statutory clocks on the claim,
 * and where the claim stands.
 */
export function legalQuestion(context: AssistantContext, facts: Facts): string {
  const where = facts.claim?.region ? `${facts.claim.region}, ${facts.claim.country}` : facts.claim?.country;
  const clause = suitClause(context);
  const suitDeadlines = (facts.claim?.deadlines ?? []).filter((deadline) =>
    /\b(suit|sue|limitation|action)\b/i.test(`${deadline.title} ${deadline.ruleId}`),
  );
  const regulator = complaintRoute(facts)?.regulator;
  const actions = claimActions(context, facts);
  const known = [
    facts.claim
      ? `Your ${facts.claim.typeOfClaim.toLowerCase()} claim${facts.claimNumber ? ` (${facts.claimNumber})` : ''} with ${facts.insurer || 'your insurer'} is ${facts.claim.status}; the loss was on ${longDate(facts.claim.dateOfIncident)}.`
      : null,
    facts.denial ? `A denial is recorded${facts.denial.on ? ` on ${longDate(facts.denial.on)}` : ''}.` : null,
    ...suitDeadlines.map((deadline) => `${deadline.title}: ${longDate(deadline.dueOn)} (${deadline.citation}).`),
  ].filter((line): line is string => !!line);
  return paragraphs(
    'I cannot give legal advice, so I cannot tell you whether to sue, whether the insurer acted in bad faith, what you are entitled to, or whether to sign a release.',
    `**Who can:** a licensed lawyer${where ? ` in ${where}` : ''} who handles insurance claims (many offer a free first consultation); a licensed public adjuster, for the amount of the claim; or ${regulator ? `the ${regulator.name} (${regulator.website})` : facts.claim?.country === 'Canada' ? 'your provincial insurance regulator or the General Insurance OmbudService' : 'your state’s department of insurance'}, which takes complaints about claim handling for free.`,
    actions.length > 0 ? `**What you can do on the claim now**, with or without a lawyer:\n${bullets(actions)}` : null,
    clause
      ? `**What your policy says about lawsuits** — most policies set a time limit to sue, and it runs whatever happens in the claim:\n${quote(clause)}`
      : 'Check the **Conditions** section of your policy for a "suit against us" or "legal action" clause: it sets how long you have to sue, and it runs whatever happens in the claim.',
    known.length > 0 ? `**What I know of your claim**, to take to them:\n${bullets(known)}` : null,
    'Do not sign a release or accept a "final" payment until someone you trust has read it.',
  );
}

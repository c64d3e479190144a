import { toAdjuster } from '@benji/shared';
import type { AssistantContext } from '../../../engine';
import type { Amount } from '@benji/shared';
import type { DatedEvent, Facts } from '../../../facts/claim-facts';
import { reasonsIn } from '../../../facts/user-reasons';
import { longDate } from '../format';
import { afterOpening, renderDraft } from '../letters/draft';
import { insurerDutyParagraphs } from '../letters/insurer-duties';
import { clauseSpokenOf } from './clause-spoken-of';

/** The user's sworn proof of loss on file, with the amount it claimed. */
export function provenClaimOnFile(facts: Facts): { sent: DatedEvent; amount: Amount } | null {
  const sent = facts.events.filter((event) => event.kind === 'proof_of_loss_sent').at(-1);
  const amount = sent?.amounts[0];
  return sent && amount ? { sent, amount } : null;
}

/** What the user's sworn proof of loss claimed, from the diary. */
function provenClaim(facts: Facts): string | null {
  const proven = provenClaimOnFile(facts);
  if (!proven) return null;
  const { sent, amount } = proven;
  return `My sworn proof of loss of ${longDate(sent.occurred_on)} claimed ${amount.text}: ${sent.summary.replace(/^[^$]*\$[\d,.]+\s*/, '').replace(/^\((.*)\)\.?$/, '$1') || 'the whole loss'}.`;
}

/**
 * A request to reconsider a written denial: the decision and its date, the user's own reasons,
 * the policy wording they rest on (quoted with its page), the amount claimed, and the insurer's
 * legal time limits. Only for a denial the diary records in writing.
 */
export function appealDenial(facts: Facts, message: string, context: AssistantContext): string {
  const denial = facts.denial!;
  const reasons = reasonsIn(message);
  const clause = clauseSpokenOf(reasons.join(' '), context.passages);
  const claimed = provenClaim(facts);
  const body = toAdjuster(`
I ask you to reconsider your decision${denial.on ? ` of ${longDate(denial.on)}` : ''} denying my claim, and to pay it under my policy.

${reasons.length > 0 ? `My reasons:\n${reasons.map((reason) => `• ${reason}`).join('\n')}` : 'My reasons: [Why the Denial Is Wrong]'}
${clause ? `\nMy policy says, on page ${clause.page}: “${clause.wording}”\n` : ''}${claimed ? `\n${claimed}\n` : ''}
Please reconsider the claim in light of this and send me your decision in writing. If you maintain the denial, please send me the specific policy provisions (section, wording and page) you rely on, the facts and reports behind your decision, and how I can take the matter further.

I reserve all my rights under the policy and the law.`);
  return renderDraft(facts, {
    intro: `**Request to reconsider the denial**${denial.on ? ` recorded in your diary on ${longDate(denial.on)}` : ''}, built on your reasons${clause ? ` and your policy's wording (page ${clause.page})` : ''}.`,
    subject: 'Request for Reconsideration of Denial - Claim [Claim Number]',
    body: afterOpening(body, insurerDutyParagraphs(facts)),
    notes: [
      'Attach what supports each reason: photos, the repair or remediation report, and anything that shows when the damage was found.',
    ],
  });
}

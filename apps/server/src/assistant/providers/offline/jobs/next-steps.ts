import type { AssistantContext } from '../../../engine';
import type { Facts } from '../../../facts/claim-facts';
import { claimStatus } from '../claim-status';
import { bullets, longDate, paragraphs } from '../format';

/** The contact history in two lines: who last wrote to whom, and how long ago. */
function contactLines(facts: Facts): string[] {
  const lines: string[] = [];
  if (facts.lastFromInsurer)
    lines.push(`Last word from the insurer: ${longDate(facts.lastFromInsurer.occurred_on)} — ${facts.lastFromInsurer.summary} (${facts.daysSinceInsurerContact} days ago).`);
  else if (facts.events.length > 0) lines.push('Your diary records nothing from the insurer yet.');
  if (facts.lastToInsurer) lines.push(`Your last message to them: ${longDate(facts.lastToInsurer.occurred_on)} — ${facts.lastToInsurer.summary}.`);
  return lines;
}

/** What to do about silence: a reminder after about a week and a half, a supervisor after a month. */
function silenceAdvice(facts: Facts): string | null {
  const days = facts.daysSinceInsurerContact;
  if (facts.unanswered && days !== null && days >= 30)
    return `It has been ${days} days without an answer. Send a written reminder now ("write a follow-up e-mail") and, if nothing comes within a week, escalate to a claims supervisor ("escalate my claim").`;
  if (facts.unanswered) return 'Your last message is still unanswered: if nothing comes within 7–10 business days of it, send a written reminder ("write a follow-up e-mail").';
  return null;
}

/** Where the claim stands, how long the insurer has been silent, what is overdue, and the next step. */
export function nextSteps(context: AssistantContext, facts: Facts): string {
  const contacts = contactLines(facts);
  return paragraphs(contacts.length > 0 ? `**Contact so far**\n${bullets(contacts)}` : null, silenceAdvice(facts), claimStatus(context, facts));
}

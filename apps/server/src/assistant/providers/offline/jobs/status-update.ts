import { findTemplate } from '@benji/shared';
import type { Facts } from '../../../facts/claim-facts';
import { longDate } from '../format';
import { renderDraft } from '../letters/draft';

/** How long since the insurer last answered, in words for the intro. */
function silence(facts: Facts): string {
  if (facts.lastFromInsurer && facts.daysSinceInsurerContact !== null)
    return `The insurer last contacted you ${facts.daysSinceInsurerContact} days ago (${longDate(facts.lastFromInsurer.occurred_on)}: ${facts.lastFromInsurer.summary}).`;
  return 'Your claim diary records no reply from the insurer yet.';
}

/**
 * An e-mail asking the adjuster for an update: a second request when the user's last message is
 * still unanswered, else a status check-in. Nothing here assumes anything was received.
 */
export function statusUpdate(facts: Facts): string {
  const unanswered = facts.unanswered;
  const template = findTemplate(unanswered ? 'reminder-awaiting-response' : 'status-check-in')!;
  const lastContact = [facts.lastToInsurer?.occurred_on, facts.lastFromInsurer?.occurred_on].filter((date): date is string => !!date).sort().at(-1);
  const waitingOn = facts.claim?.openItems?.insurerOwes ?? [];
  return renderDraft(facts, {
    intro: unanswered
      ? `**${template.title}** — your message of ${longDate(unanswered.occurred_on)} has had no answer. ${silence(facts)}`
      : `**${template.title}**, asking ${facts.adjusterName || 'your adjuster'} for an update. ${silence(facts)}`,
    subject: template.fullContent.subject,
    body: template.fullContent.body,
    values: {
      ...(lastContact ? { 'Date of Last Contact': longDate(unanswered ? unanswered.occurred_on : lastContact) } : {}),
      ...(unanswered ? { 'Request Summary': unanswered.summary } : {}),
    },
    notes: [
      waitingOn.length > 0
        ? `Your diary shows the insurer still owes you: ${waitingOn.map((item) => `${item.description} (since ${longDate(item.since)})`).join('; ')}. Name them in the e-mail if you want them answered together.`
        : null,
    ],
  });
}

import { findTemplate } from '@benji/shared';
import { STATED_EVENT_PREFIX, type Facts } from '../../../facts/claim-facts';
import { longDate } from '../format';
import { requestedIn, sendingsIn } from '../../../facts/user-statements';
import { afterOpening, renderDraft } from '../letters/draft';
import { insurerDutyParagraphs, pendingInsurerDuties } from '../letters/insurer-duties';

/** How long since the insurer last answered, in words for the intro. */
function silence(facts: Facts): string {
  if (facts.lastFromInsurer && facts.daysSinceInsurerContact !== null)
    return `The insurer last contacted you ${facts.daysSinceInsurerContact} days ago (${longDate(facts.lastFromInsurer.occurred_on)}: ${facts.lastFromInsurer.summary}).`;
  return 'Your claim diary records no reply from the insurer yet.';
}

/** What the user told me they sent and what they want, as the letter's own sentences. */
function userParagraphs(facts: Facts, message: string): string[] {
  // A reminder already names the unanswered message, when it is the one the user just told me of.
  const restated = facts.unanswered?.id.startsWith(STATED_EVENT_PREFIX) ?? false;
  const sent = (restated ? [] : sendingsIn(message, facts.today)).map(({ what, on }) =>
    on ? `On ${longDate(on)}, I sent you ${what}.` : `I have sent you ${what}.`,
  );
  const wanted = requestedIn(message);
  // A police report the diary never shows being sent is worth naming on the file.
  const report =
    facts.policeReportNumber && !facts.events.some((event) => /police report/i.test(event.summary))
      ? [`For your file, the police report number is ${facts.policeReportNumber}.`]
      : [];
  return [
    ...report,
    ...(sent.length > 0 ? [`${sent.join(' ')} Please confirm receipt.`] : []),
    ...(wanted.length > 0 ? [`In particular, please send me in writing:\n${wanted.map((item) => `- ${item}`).join('\n')}`] : []),
  ];
}

/**
 * An e-mail asking the adjuster for an update: a second request when the user's last message is
 * still unanswered, else a status check-in. Nothing here assumes anything was received.
 */
export function statusUpdate(facts: Facts, message = ''): string {
  const unanswered = facts.unanswered;
  const template = findTemplate(unanswered ? 'reminder-awaiting-response' : 'status-check-in')!;
  const lastContact = [facts.lastToInsurer?.occurred_on, facts.lastFromInsurer?.occurred_on]
    .filter((date): date is string => !!date)
    .sort()
    .at(-1);
  const waitingOn = facts.claim?.openItems?.insurerOwes ?? [];
  const answerDue = pendingInsurerDuties(facts).find((deadline) => deadline.status === 'open' && deadline.dueOn >= facts.today)?.dueOn;
  return renderDraft(facts, {
    intro: unanswered
      ? `**${template.title}** — your message of ${longDate(unanswered.occurred_on)} has had no answer. ${silence(facts)}`
      : `**${template.title}**, asking ${facts.adjusterName || 'your adjuster'} for an update. ${silence(facts)}`,
    subject: template.fullContent.subject,
    body: afterOpening(template.fullContent.body, [...userParagraphs(facts, message), ...insurerDutyParagraphs(facts)]),
    values: {
      ...(lastContact ? { 'Date of Last Contact': longDate(unanswered ? unanswered.occurred_on : lastContact) } : {}),
      ...(unanswered ? { 'Request Summary': unanswered.summary } : {}),
      // The law's date, when one is still ahead: asking for an answer by it is asking for no more than is owed.
      ...(answerDue ? { 'Response Deadline': longDate(answerDue) } : {}),
    },
    notes: [
      waitingOn.length > 0
        ? `Your diary shows the insurer still owes you: ${waitingOn.map((item) => `${item.description} (since ${longDate(item.since)})`).join('; ')}. Name them in the e-mail if you want them answered together.`
        : null,
    ],
  });
}

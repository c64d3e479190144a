import type { AssistantRequest } from '../../engine';
import type { Facts } from '../../facts/claim-facts';
import type { ReplyLanguage } from '../../understanding/language';
import type { EmailPoints } from './email-analysis';
import { emailReplyFacts, type Stance } from './email-reply-facts';
import { bullets, longDate, NOT_LEGAL_ADVICE, paragraphs } from './format';
import { blanksIn, fillBeforeSending } from './letters/draft';

const NO_EMAIL_TO_ANSWER = paragraphs(
  'To reply to your adjuster I need their message: **paste the e-mail or letter here** (with its date if you have it), and I will draft a reply that answers each of their points with your claim details.',
  'If you want to write to them first — to ask for an update, send documents or ask a question — tell me that instead, for example "write an e-mail asking my adjuster for an update".',
);

const or = (value: string, placeholder: string) => value || `[${placeholder}]`;

function answers(points: EmailPoints, stance: Stance): string[] {
  const parts: string[] = [];
  const offer = points.offer?.text;
  const proposed = points.proposedDates.map(longDate).join(' or ');
  if (points.release)
    parts.push(
      stance.declines
        ? `I will not sign the release. I do not accept ${offer ? `the offer of ${offer}` : 'your offer'} as full and final settlement of my claim.`
        : 'Before I sign any release, please tell me in writing exactly what it covers. I will not sign a full and final release while the amount of my claim is still being discussed.',
    );
  if (points.requested.length > 0)
    parts.push(
      `You asked for the following. I am gathering them and will send them by [the date you can send them]:\n${bullets(points.requested)}`,
    );
  if (points.proofOfLoss)
    parts.push('I will complete the Proof of Loss. Please confirm the form you want me to use and the date by which you need it.');
  if (points.inspection)
    parts.push(
      points.proposedDates.length > 0
        ? `Thank you for proposing ${proposed} for the inspection. I can attend on [the date and time that suits you]. Please confirm the name of the person who will attend, and send me a copy of any report or estimate prepared from it.`
        : 'I am available for the inspection on [dates and times that suit you]. Please confirm the date, the time and the name of the person who will attend, and send me a copy of any report or estimate prepared from it.',
    );
  if (points.recordedStatement)
    parts.push(
      `${points.proposedDates.length > 0 && !points.inspection ? `I have noted the date you proposed (${proposed}). ` : ''}Before I give a statement, please tell me in writing which provision of my policy requires it, what it will cover, and whether I will receive a copy of the recording or transcript.`,
    );
  if (points.offer)
    parts.push(
      stance.declines || stance.figure
        ? `I do not accept your offer of ${offer}.${stance.figure ? ` My own estimate for the work is ${stance.figure.text}.` : ''} Please send me the itemised estimate behind your offer, including any depreciation and the deductible applied, and the policy provisions you relied on for anything you reduced or left out.`
        : `Thank you for the offer of ${offer}. Before I respond, please send me the itemised estimate behind it, including any depreciation and the deductible applied, so that I can compare it with my own estimates.`,
    );
  if (points.denial)
    parts.push(
      'Please send me your decision in writing, with the specific policy provisions (section and page) it relies on and the facts it is based on, together with a complete certified copy of my policy.',
    );
  if (points.moreTime) parts.push('Please tell me what remains to be done on your side and the date by which I can expect a decision.');
  if (points.deadline) parts.push(`I note the time limit in your message (${points.deadline.text}) and will respond within it.`);
  return parts;
}

/** A reply to the adjuster, answering each point of their e-mail, signed with the user's details. */
export function emailReply(
  request: AssistantRequest,
  facts: Facts,
  pasted: string | null,
  instruction = '',
  language: ReplyLanguage = 'en',
): string {
  const found = emailReplyFacts(request, facts, pasted, instruction, language);
  if (!found) return NO_EMAIL_TO_ANSWER;
  const reference = facts.claimNumber ? `claim ${facts.claimNumber}` : 'my claim';
  const subject = `Subject: Re: Claim ${or(facts.claimNumber, 'Claim Number')}${facts.policyNumber ? ` - Policy ${facts.policyNumber}` : ''}`;
  const body = paragraphs(
    `${subject}\nTo: ${or(facts.adjusterEmail, 'Adjuster Email')}`,
    `Dear ${or(facts.adjusterName, 'Adjuster Name')},`,
    `Thank you for your message about ${reference}${facts.insurer ? ` with ${facts.insurer}` : ''}.`,
    // Every point the facts found has its answer: there is no reply without one.
    ...answers(found.points, found.stance),
    'Please confirm that you have received this e-mail. If you need anything else from me, please list all outstanding items in writing at once so that I can deal with them together.',
    `Thank you,\n${or(facts.userName, 'Your Full Name')}\nPhone: ${or(facts.userPhone, 'Your Phone')}\nEmail: ${or(facts.userEmail, 'Your Email')}`,
  );
  const intro = `**Here is a draft reply to ${facts.adjusterName || 'your adjuster'}**, answering each point of their e-mail. Check every fact before you send it.`;
  const missing = [
    !facts.adjusterName && 'the adjuster’s name',
    !facts.adjusterEmail && 'the adjuster’s e-mail',
    !facts.claimNumber && 'the claim number',
  ].filter((item): item is string => !!item);
  const tip = missing.length > 0 ? `Save ${missing.join(', ')} in Claim Details on this page and I will fill them in for you.` : null;
  const toDo = fillBeforeSending(blanksIn(body)) ?? '**Everything is filled in from your claim.** Read it through once before you send it.';
  return paragraphs(intro, body, toDo, 'Keep a copy, and send it by e-mail so you have a dated record.', tip, NOT_LEGAL_ADVICE);
}

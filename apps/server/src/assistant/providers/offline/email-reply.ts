import type { AssistantRequest } from '../../engine';
import { analyseEmail, looksLikeEmail, type EmailPoints } from './email-analysis';
import { userFigureAbove, type Facts } from '../../facts/claim-facts';
import { amountsIn } from '@benji/shared';
import { bullets, NOT_LEGAL_ADVICE, paragraphs } from './format';
import { blanksIn, fillBeforeSending } from './letters/draft';

const NO_EMAIL_TO_ANSWER = paragraphs(
  'To reply to your adjuster I need their message: **paste the e-mail or letter here** (with its date if you have it), and I will draft a reply that answers each of their points with your claim details.',
  'If you want to write to them first — to ask for an update, send documents or ask a question — tell me that instead, for example "write an e-mail asking my adjuster for an update".',
);

const or = (value: string, placeholder: string) => value || `[${placeholder}]`;

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

/** The user's own position, from the instruction above the pasted e-mail: "I won't sign this", "we refuse the 9,000". */
const DECLINES =
  /\b(?:not|never|won'?t|will not|refuse to|no way (?:i|we)(?:'?ll| will)?)\b[^.!?\n]{0,30}\b(?:sign\w*|accept\w*|agree\w*|take it)\b/i;

interface Stance {
  declines: boolean;
  /** The user's own figure above the offer, when there is one in the records or the instruction. */
  figure: string | null;
}

function stanceOf(instruction: string, facts: Facts, points: EmailPoints): Stance {
  const offer = points.offer ? amountsIn(points.offer, 'question', null, 'offer')[0] : undefined;
  const figure = offer ? userFigureAbove(facts, offer) : null;
  return { declines: DECLINES.test(instruction), figure: figure ? figure.text : null };
}

function answers(points: EmailPoints, stance: Stance): string[] {
  const parts: string[] = [];
  if (points.release)
    parts.push(
      stance.declines
        ? `I will not sign the release. I do not accept ${points.offer ? `the offer of ${points.offer}` : 'your offer'} as full and final settlement of my claim.`
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
        ? `Thank you for proposing ${points.proposedDates.join(' or ')} for the inspection. I can attend on [the date and time that suits you]. Please confirm the name of the person who will attend, and send me a copy of any report or estimate prepared from it.`
        : 'I am available for the inspection on [dates and times that suit you]. Please confirm the date, the time and the name of the person who will attend, and send me a copy of any report or estimate prepared from it.',
    );
  if (points.recordedStatement)
    parts.push(
      `${points.proposedDates.length > 0 && !points.inspection ? `I have noted the date you proposed (${points.proposedDates.join(' or ')}). ` : ''}Before I give a statement, please tell me in writing which provision of my policy requires it, what it will cover, and whether I will receive a copy of the recording or transcript.`,
    );
  if (points.offer)
    parts.push(
      stance.declines || stance.figure
        ? `I do not accept your offer of ${points.offer}.${stance.figure ? ` My own estimate for the work is ${stance.figure}.` : ''} Please send me the itemised estimate behind your offer, including any depreciation and the deductible applied, and the policy provisions you relied on for anything you reduced or left out.`
        : `Thank you for the offer of ${points.offer}. Before I respond, please send me the itemised estimate behind it, including any depreciation and the deductible applied, so that I can compare it with my own estimates.`,
    );
  if (points.denial)
    parts.push(
      'Please send me your decision in writing, with the specific policy provisions (section and page) it relies on and the facts it is based on, together with a complete certified copy of my policy.',
    );
  if (points.moreTime) parts.push('Please tell me what remains to be done on your side and the date by which I can expect a decision.');
  if (points.deadline) parts.push(`I note the time limit in your message (${points.deadline}) and will respond within it.`);
  return parts;
}

/** A reply to the adjuster, answering each point of their e-mail, signed with the user's details. */
export function emailReply(request: AssistantRequest, facts: Facts, pasted: string | null, instruction = ''): string {
  const points = sourceEmail(request, pasted, facts.today);
  // Without the adjuster's e-mail there are no points to answer, and a reply shell would
  // thank them for a message that may not exist.
  if (!points) return NO_EMAIL_TO_ANSWER;
  const specific = answers(points, stanceOf(instruction, facts, points));
  const reference = facts.claimNumber ? `claim ${facts.claimNumber}` : 'my claim';
  const subject = `Subject: Re: Claim ${or(facts.claimNumber, 'Claim Number')}${facts.policyNumber ? ` - Policy ${facts.policyNumber}` : ''}`;
  const body = paragraphs(
    `${subject}\nTo: ${or(facts.adjusterEmail, 'Adjuster Email')}`,
    `Dear ${or(facts.adjusterName, 'Adjuster Name')},`,
    `Thank you for your message about ${reference}${facts.insurer ? ` with ${facts.insurer}` : ''}.`,
    ...(specific.length > 0 ? specific : ['[Your answer to each point in the adjuster’s message.]']),
    'Please confirm that you have received this e-mail. If you need anything else from me, please list all outstanding items in writing at once so that I can deal with them together.',
    `Thank you,\n${or(facts.userName, 'Your Full Name')}\nPhone: ${or(facts.userPhone, 'Your Phone')}\nEmail: ${or(facts.userEmail, 'Your Email')}`,
  );
  const intro = points
    ? `**Here is a draft reply to ${facts.adjusterName || 'your adjuster'}**, answering each point of their e-mail. Check every fact before you send it.`
    : '**Here is a draft reply to your adjuster.** Paste the adjuster’s e-mail into the chat and ask me again, and I will answer each of their points.';
  const missing = [
    !facts.adjusterName && 'the adjuster’s name',
    !facts.adjusterEmail && 'the adjuster’s e-mail',
    !facts.claimNumber && 'the claim number',
  ].filter((item): item is string => !!item);
  const tip = missing.length > 0 ? `Save ${missing.join(', ')} in Claim Details on this page and I will fill them in for you.` : null;
  const toDo = fillBeforeSending(blanksIn(body)) ?? '**Everything is filled in from your claim.** Read it through once before you send it.';
  return paragraphs(intro, body, toDo, 'Keep a copy, and send it by e-mail so you have a dated record.', tip, NOT_LEGAL_ADVICE);
}

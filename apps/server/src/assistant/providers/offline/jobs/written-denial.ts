import { toAdjuster } from '@benji/shared';
import type { Facts } from '../../../facts/claim-facts';
import { longDate, paragraphs } from '../format';
import { afterOpening, renderDraft } from '../letters/draft';
import { insurerDutyParagraphs } from '../letters/insurer-duties';

/**
 * A letter asking the insurer to put its denial in writing with the policy wording it relies on.
 * It needs a denial: recorded in the diary or told in the message. A phone denial is named as such.
 */
export function writtenDenial(facts: Facts): string {
  const denial = facts.denial;
  if (!denial)
    return paragraphs(
      'Your claim diary records no denial, and your message does not say the claim was denied, so I will not write a letter about a denial: it would tell the insurer something that has not happened.',
      'If the adjuster has told you — even by phone — that the claim or part of it is denied, tell me when and what they said, and I will draft a letter asking for that decision in writing with the policy wording it relies on. If you only want to know what your policy covers, ask me, or I can draft a **coverage clarification** request.',
    );
  const when = denial.on ? ` on [Denial Date]` : '';
  const how = denial.written ? 'your decision' : 'what I was told';
  const body = toAdjuster(`
I refer to ${how}${when} that my claim${denial.written ? '' : ' would be'} denied${denial.written ? '' : ', which I have not received in writing'}.

Please send me, in writing:
1. Your decision on my claim, and whether it covers the whole claim or part of it.
2. The specific policy provisions (section, wording and page) you rely on.
3. The facts and documents your decision is based on, including any inspection or expert report.
4. A complete, certified copy of my policy, with all endorsements in force on the date of loss.
5. How I can ask you to reconsider, and any time limit for doing so.

Until I receive this, I do not accept the denial, and I reserve all my rights under the policy.`);
  return renderDraft(facts, {
    intro: `**Request for the denial in writing**${denial.on ? `, following the denial recorded in your diary on ${longDate(denial.on)}` : ', following the denial you described'}.`,
    subject: 'Request for Written Decision and Policy Provisions - Claim [Claim Number]',
    // The law's time limit to decide in writing, running or missed, belongs in the request.
    body: afterOpening(body.replace('[Denial Date]', denial.on ? longDate(denial.on) : '[Denial Date]'), insurerDutyParagraphs(facts)),
    notes: ['Keep notes of the call where the denial was given: date, time, who said it and what exactly.'],
  });
}

import { toAdjuster } from '@benji/shared';
import type { AssistantContext } from '../../../engine';
import type { RankedPassage } from '../../../retrieval/passage-search';
import type { Facts } from '../../../facts/claim-facts';
import { reportedDenial } from '../../../facts/reported-denial';
import { longDate, paragraphs } from '../format';
import { afterOpening, renderDraft } from '../letters/draft';
import { insurerDutyParagraphs } from '../letters/insurer-duties';
import { letterReply } from '../letter';
import { appealDenial } from './appeal-denial';
import { clauseSpokenOf } from './clause-spoken-of';

export const APPEAL = /\b(?:appeal|reconsider\w*|overturn|challenge|fight)\b/i;

const NO_RECORDED_DENIAL = paragraphs(
  'Your claim diary records the claim’s history but no denial, so I will not write an appeal yet: it would tell the insurer about a decision your records do not show.',
  'If you received a denial — a letter, an e-mail or a call — log it in your claim diary ("Denial received", with its date) or tell me when it came and what it said, and I will draft the appeal from it. If the insurer has simply not decided, ask me for a **follow-up** instead.',
);

const NO_DENIAL = paragraphs(
  'Your claim diary records no denial, and your message does not say the claim was denied, so I will not write a letter about a denial: it would tell the insurer something that has not happened.',
  'If the adjuster has told you — even by phone — that the claim or part of it is denied, tell me when and what they said, and I will draft a letter asking for that decision in writing with the policy wording it relies on. If you only want to know what your policy covers, ask me, or I can draft a **coverage clarification** request.',
);

const EXPERT_REPORT =
  /\b(engineer|inspector|inspection|expert|lab|laboratory|mold|moisture|hygienist|forensic|cause[- ]of[- ]loss|appraiser)(?:'s)? report\b/gi;

/** The reports the insurer's side has spoken of in the diary, by who or what made them ("engineer"): the letter asks for them by name. */
export function reportKindsOnFile(facts: Facts): string[] {
  const kinds = facts.events.flatMap((event) => [...event.summary.matchAll(EXPERT_REPORT)].map((match) => match[1]!.toLowerCase()));
  return [...new Set(kinds)];
}

/** The reports on file as the English letter names them. */
function reportsOnFile(facts: Facts): string[] {
  const named = facts.events.flatMap((event) => event.summary.match(EXPERT_REPORT) ?? []);
  return [...new Set(named.map((report) => `the ${report.toLowerCase()}`))];
}

/** The clause the refusal seems to rest on, quoted so the adjuster confirms it or names another; never argued with. */
function clauseAtIssue(reported: string | null, passages: readonly RankedPassage[]): string | null {
  const clause = reported ? clauseSpokenOf(reported, passages) : null;
  return clause
    ? `If your decision rests on the provision on page ${clause.page} of my policy (“${clause.wording}”), please say so, and explain how it applies to my claim.`
    : null;
}

function opening(facts: Facts, reported: string | null): string {
  const denial = facts.denial!;
  const when = denial.on ? ` on ${longDate(denial.on)}` : '';
  if (denial.written)
    return reported
      ? `Your decision${denial.on ? ` of ${longDate(denial.on)}` : ''} denied my claim, saying that ${reported}.`
      : `I refer to your decision${when} denying my claim.`;
  const told = reported ? `you told me${when} that ${reported}` : `I was told${when} that my claim is denied`;
  return `${told.charAt(0).toUpperCase()}${told.slice(1)}. I have not received this decision in writing.`;
}

/**
 * A letter asking the insurer to put its denial in writing with the policy wording it relies on.
 * It needs a denial: recorded in the diary or told in the message. What the adjuster said is put
 * back to them in the user's words; a phone denial is named as such.
 */
export function writtenDenial(facts: Facts, message: string, context: AssistantContext): string {
  const denial = facts.denial;
  if (!denial) return NO_DENIAL;
  // "Write the appeal" asks for the decision to be reconsidered, not put in writing: built on the
  // recorded denial when the diary holds one, else the template store's reconsideration letter.
  // A diary that records the claim's history but no denial contradicts "their denial": ask before appealing.
  if (APPEAL.test(message))
    return denial.written
      ? appealDenial(facts, message, context)
      : facts.events.length > 0
        ? NO_RECORDED_DENIAL
        : letterReply(message, facts);
  const records = [facts.claim?.description ?? '', ...facts.events.map((event) => event.summary)];
  const reported = reportedDenial(message, records);
  const reports = reportsOnFile(facts);
  const body = toAdjuster(`
${opening(facts, reported)}

Please send me, in writing:
1. Your decision on my claim, and whether it covers the whole claim or part of it.
2. The specific policy provisions (section, wording and page) you rely on.
3. The facts and documents your decision is based on, including ${reports.length > 0 ? `${reports.join(' and ')} and any other inspection or expert report` : 'any inspection or expert report'}.
4. A complete, certified copy of my policy, with all endorsements in force on the date of loss.
5. How I can ask you to reconsider, and any time limit for doing so.

Until I receive this, I do not accept the denial, and I reserve all my rights under the policy.`);
  const clause = clauseAtIssue(reported, context.passages);
  return renderDraft(facts, {
    intro: `**Request for the denial in writing**${denial.on ? `, following the denial recorded in your diary on ${longDate(denial.on)}` : ', following the denial you described'}.`,
    subject: 'Request for Written Decision and Policy Provisions - Claim [Claim Number]',
    // The law's time limit to decide in writing, running or missed, belongs in the request.
    body: afterOpening(body, [...(clause ? [clause] : []), ...insurerDutyParagraphs(facts)]),
    notes: denial.written ? [] : ['Keep notes of the call where the denial was given: date, time, who said it and what exactly.'],
  });
}

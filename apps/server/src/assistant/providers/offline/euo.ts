import type { AssistantContext } from '../../engine';
import { EUO_FOCUS, EUO_GROUND_RULES } from './euo-checklists';
import { euoFacts } from './euo-facts';
import type { Facts } from '../../facts/claim-facts';
import { bullets, longDate, NOT_LEGAL_ADVICE, numbered, paragraphs } from './format';
import { quote } from './policy-answer';

/** An EUO preparation checklist: the ground rules, then what to bring and expect for this kind of claim. */
export function euoChecklist(message: string, context: AssistantContext, facts: Facts): string {
  const { claimType, notice, policyPassage } = euoFacts(message, context, facts);
  const focus = claimType ? EUO_FOCUS[claimType] : null;
  const about = facts.claim
    ? `your ${facts.claim.typeOfClaim.toLowerCase()} claim${facts.insurer ? ` with ${facts.insurer}` : ''} (loss of ${longDate(facts.claim.dateOfIncident)}${facts.claimNumber ? `, claim ${facts.claimNumber}` : ''})`
    : 'your claim';
  const afterDenial = facts.denial
    ? `**After a denial.** Your ${facts.denial.on ? `diary records a denial on ${longDate(facts.denial.on)}` : 'message speaks of a denial'}. Most policies still let the insurer require an examination under oath, and refusing one can cost you the claim, so attend; but ask in writing first whether the denial stands, what the examination is for, and the policy condition that requires it.`
    : null;
  return paragraphs(
    `**Preparing for your examination under oath (EUO)** for ${about}.`,
    notice ? `**The insurer's notice** (${longDate(notice.occurred_on)}): “${notice.summary}”` : null,
    afterDenial,
    'An EUO is a formal interview under oath that many policies let the insurer require. A lawyer for the insurer asks the questions and a court reporter records every word.',
    `**Before the day**\n${numbered(EUO_GROUND_RULES)}`,
    focus
      ? `**Bring for a ${claimType!.toLowerCase()} claim**\n${bullets(focus.documents)}\n\n**Expect questions about**\n${bullets(focus.topics)}`
      : '**Tell me the kind of loss** (for example "house fire", "car theft" or "basement flood"), or submit your claim, and I will add the documents to bring and the questions to expect for that kind of claim.',
    policyPassage ? `What your policy says about it:\n${quote(policyPassage)}` : null,
    NOT_LEGAL_ADVICE,
  );
}

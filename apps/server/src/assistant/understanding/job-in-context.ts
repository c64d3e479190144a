import { daysBetween } from '@benji/shared';
import { claimTypeFromText } from '../claim-kinds';
import { amountsOf, latestAmount, type Facts } from '../facts/claim-facts';
import { termsNamedIn } from '../glossary/terms';
import type { Job } from './jobs';
import {
  asksALegalJudgement,
  asksForALetter,
  asksForWriting,
  asksWhatWasPaid,
  asksWhenItHappened,
  asksWithoutRequesting,
} from './question-form';

// The words say what kind of thing the user wants; the claim's records say which job that is. A
// question about money heard as a dispute asks about the holdback on record, or, with no offer
// yet, what the policy pays: a letter disputing an offer answers neither. "What do I do now?"
// about a loss the open claim is already for is about that claim, not a new loss.

/** Days after a loss within which "it just happened, what now" means the claim already opened for it. */
const RECENT_LOSS_DAYS = 30;

/** The loss the message tells of is the one the open claim is for: recent, and of the same kind (or of no kind named). */
function claimUnderWay(facts: Facts, message: string): boolean {
  const claim = facts.claim;
  if (!claim?.dateOfIncident || daysBetween(claim.dateOfIncident, facts.today) > RECENT_LOSS_DAYS) return false;
  const told = claimTypeFromText(message);
  return told === null || told === claim.typeOfClaim;
}

/** The message names an amount the records hold back as depreciation. */
function namesTheHoldback(facts: Facts): boolean {
  const heldBack = amountsOf(facts, 'holdback').map((amount) => amount.value);
  return facts.amounts.some((amount) => amount.source === 'question' && heldBack.includes(amount.value));
}

/** The job a question heard as a dispute really asks for, or the dispute when it is one after all. */
function questionBehindDispute(facts: Facts, message: string): Job {
  const noOffer = !latestAmount(facts, 'offer') && !latestAmount(facts, 'payment');
  if (!asksWithoutRequesting(message)) {
    // Told, not asked for, with no offer on record ("they only want to replace half the cabinets"):
    // a question of what the policy pays, not a dispute of an offer that is not there.
    if (noOffer && !asksForWriting(message) && !namesTheHoldback(facts)) return 'policy_question';
    return 'dispute_offer';
  }
  if (namesTheHoldback(facts)) return 'depreciation';
  return noOffer ? 'policy_question' : 'dispute_offer';
}

/** "What is my deductible?" asks for the user's own figure; "what is a deductible?" for the meaning. */
const ASKS_FOR_THEIR_OWN = /\bwhat(?:'s|s| is| are)\s+(?:my|our)\s+\w+/i;

/**
 * Of the jobs a clarifying question would offer, the one the records or the question's form point
 * at, if any: a message naming the amount held back on record is about getting it released.
 */
export function choiceTheRecordsMake(choices: readonly Job[], text: string, facts: Facts): Job | null {
  if (choices.includes('depreciation') && namesTheHoldback(facts)) return 'depreciation';
  // Between a term's meaning and the user's own policy, "what is my deductible" asks for their own.
  if (choices.includes('policy_question') && ASKS_FOR_THEIR_OWN.test(text)) return 'policy_question';
  // Money already paid or offered, or when something happened: the record answers it.
  if (asksWhatWasPaid(text) || asksWhenItHappened(text)) return 'claim_record';
  // A loss told, with no letter asked for, between first steps and what the policy says: the
  // first steps answer both, led by what the policy says of the loss (see guidance.incident).
  if ((choices.includes('incident') || choices.includes('policy_question')) && claimTypeFromText(text) && !asksForWriting(text))
    return 'incident';
  return null;
}

/** The job the words asked for, read against the claim's records. */
export function jobInContext(job: Job, text: string, facts: Facts): Job {
  switch (job) {
    case 'explain_term':
      // The user's own term is answered from their policy, which quotes it with its page.
      return ASKS_FOR_THEIR_OWN.test(text) ? 'policy_question' : 'explain_term';
    case 'dispute_offer':
      return questionBehindDispute(facts, text);
    case 'incident':
      return claimUnderWay(facts, text) ? 'next_steps' : 'incident';
    case 'legal':
      // A term of insurance asked about ("will my premium go up", "should I hire a public adjuster")
      // is explained; the refusal is for a legal judgement asked of Benji.
      return termsNamedIn(text).length > 0 && !asksALegalJudgement(text) ? 'explain_term' : 'legal';
    case 'deadline_question':
    case 'status_update':
    case 'next_steps':
    case 'buying_insurance':
    case 'depreciation':
      // "When did I send the estimate?" asks the record, not what is due; a letter asked for stays one.
      // "How much did the insurance company pay us" shares its words with a price asked: the past asks the record.
      return (asksWhenItHappened(text) || asksWhatWasPaid(text)) && !asksForALetter(text) ? 'claim_record' : job;
    default:
      return job;
  }
}

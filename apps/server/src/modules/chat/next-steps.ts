import type { TJobChoice } from '@benji/shared';
import type { AssistantContext } from '../../assistant/engine';
import { amountsOf, gatherFacts, latestAmount } from '../../assistant/facts/claim-facts';
import type { ReplyLanguage } from '../../assistant/understanding/language';
import { nextStepWords } from './next-step-words';

// The next steps a claim's state calls for, offered under the chat's composer: one tap runs the
// job with the claim's own facts, so a user reaches the right job even when wording fails them.
// Most pressing first: what the insurer is late on, what is asked of the user, the money on the
// table, then where things stand.

/** Few enough to read at a glance on a phone. */
const MOST = 4;

/** The chips in the given language: a tapped chip is answered in the account's language, so it is offered in it. */
export function nextStepChoices(records: AssistantContext, language: ReplyLanguage = 'en'): TJobChoice[] {
  const say = nextStepWords(language);
  const claim = records.claims[0];
  if (!claim) return [{ job: 'incident', ...say.firstSteps }];
  const facts = gatherFacts(records, '');
  const choices: TJobChoice[] = [];
  const overdue = claim.deadlines.find((deadline) => deadline.who === 'insurer' && deadline.status === 'overdue');
  if (overdue) choices.push({ job: 'status_update', ...say.overdue(overdue.title) });
  if (claim.openItems?.userOwes.length) choices.push({ job: 'next_steps', ...say.owed });
  if (facts.denial)
    choices.push(facts.denial.written ? { job: 'letter', ...say.appealDenial } : { job: 'written_denial', ...say.writtenDenial });
  const offer = latestAmount(facts, 'offer');
  if (offer && !facts.closed) choices.push({ job: 'dispute_offer', ...say.disputeOffer(offer.value, offer.text) });
  const holdback = amountsOf(facts, 'holdback').at(-1);
  if (holdback) choices.push({ job: 'depreciation', ...say.heldBack(holdback.value, holdback.text) });
  choices.push({ job: 'deadline_question', ...say.deadlines }, { job: 'next_steps', ...say.nextSteps });
  // One chip per job: the first, most pressing one.
  return choices.filter((choice, index) => choices.findIndex((other) => other.job === choice.job) === index).slice(0, MOST);
}

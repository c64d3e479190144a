import type { TJobChoice } from '@benji/shared';
import type { AssistantContext } from '../../assistant/engine';
import { amountsOf, gatherFacts, latestAmount } from '../../assistant/facts/claim-facts';

// The next steps a claim's state calls for, offered under the chat's composer: one tap runs the
// job with the claim's own facts, so a user reaches the right job even when wording fails them.
// Most pressing first: what the insurer is late on, what is asked of the user, the money on the
// table, then where things stand.

/** Few enough to read at a glance on a phone. */
const MOST = 4;

export function nextStepChoices(records: AssistantContext): TJobChoice[] {
  const claim = records.claims[0];
  if (!claim) return [{ job: 'incident', label: 'First steps after a loss', message: 'I just had a loss. What should I do first?' }];
  const facts = gatherFacts(records, '');
  const choices: TJobChoice[] = [];
  const overdue = claim.deadlines.find((deadline) => deadline.who === 'insurer' && deadline.status === 'overdue');
  if (overdue)
    choices.push({
      job: 'status_update',
      label: 'Chase the overdue reply',
      message: `Write to my adjuster: the insurer is past its deadline to ${overdue.title.toLowerCase()}.`,
    });
  if (claim.openItems?.userOwes.length)
    choices.push({ job: 'next_steps', label: 'What they asked me for', message: 'What has the insurer asked me for that I still owe?' });
  if (facts.denial)
    choices.push(
      facts.denial.written
        ? { job: 'letter', label: 'Appeal the denial', message: 'Write a letter asking them to reconsider the denial.' }
        : {
            job: 'written_denial',
            label: 'Get the denial in writing',
            message: 'Ask the insurer to put the denial and its policy wording in writing.',
          },
    );
  const offer = latestAmount(facts, 'offer');
  if (offer && !facts.closed)
    choices.push({
      job: 'dispute_offer',
      label: `Dispute the ${offer.text} offer`,
      message: `Write a letter disputing the ${offer.text} offer.`,
    });
  const holdback = amountsOf(facts, 'holdback').at(-1);
  if (holdback)
    choices.push({
      job: 'depreciation',
      label: `Claim the ${holdback.text} held back`,
      message: `How do I get the ${holdback.text} of depreciation held back released?`,
    });
  choices.push(
    { job: 'deadline_question', label: 'My deadlines', message: 'Which deadlines apply to my claim, and when?' },
    { job: 'next_steps', label: 'What to do next', message: 'Give me the state of my claim and my next steps.' },
  );
  // One chip per job: the first, most pressing one.
  return choices.filter((choice, index) => choices.findIndex((other) => other.job === choice.job) === index).slice(0, MOST);
}

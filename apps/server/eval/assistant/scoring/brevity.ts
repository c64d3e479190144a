import type { Job } from '../types';
import type { ItemResult } from './items';

// A reader stops reading. A reply that lists everything Benji knows would otherwise pass every
// "includes one of" check; here it gets credit only for what sits within the words a reader gives
// that kind of reply, and fails the brevity item. So it never outscores one that answers.

/** Words a reader gives each kind of reply before giving up: a letter with its notes, a form, an answer, a sentence. */
const LETTER = 450;
const FORM = 550;
const ANSWER = 300;
const SHORT = 120;

export const WORD_BUDGET: Record<Job, number> = {
  status_update: LETTER,
  email_reply: LETTER,
  dispute_offer: LETTER,
  written_denial: LETTER,
  more_time: LETTER,
  appraisal: LETTER,
  living_expenses: LETTER,
  depreciation: LETTER,
  escalate: LETTER,
  proof_of_loss: FORM,
  euo: FORM,
  policy_question: ANSWER,
  deadline_question: ANSWER,
  next_steps: ANSWER,
  explain_term: ANSWER,
  legal: ANSWER,
  french: ANSWER,
  spanish: ANSWER,
  false_premise: ANSWER,
  // Two answers in one reply.
  two_jobs: 2 * LETTER,
  off_topic: SHORT,
  clarify: SHORT,
};

const words = (text: string) => text.split(/\s+/).filter(Boolean);

export const wordCount = (text: string) => words(text).length;

/** The reply as far as a reader of this kind of reply gets. */
export function readPart(reply: string, job: Job): string {
  const all = words(reply);
  return all.length <= WORD_BUDGET[job] ? reply : all.slice(0, WORD_BUDGET[job]).join(' ');
}

export function brevityItem(reply: string, job: Job): ItemResult {
  const count = wordCount(reply);
  const budget = WORD_BUDGET[job];
  return {
    kind: 'brevity',
    label: `at most ${budget} words`,
    passed: count <= budget,
    ...(count > budget ? { found: [`${count} words`] } : {}),
  };
}

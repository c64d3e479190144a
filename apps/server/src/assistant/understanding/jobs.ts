// The assistant's jobs: what a message can ask Benji to do. The classifier is trained on these
// labels (corpus/team.json and corpus/harvested.json) and every job has one composer in the offline engine.

import { ASSISTANT_JOBS, isAssistantJob, type TAssistantJob } from '@benji/shared';

/** The jobs, kept in the shared package: the chat page offers some of them as choices to tap. */
export const JOBS = ASSISTANT_JOBS;
export type Job = TAssistantJob;

export const isJob = isAssistantJob;

/** How a clarifying question offers each job, as the user would say it. */
export const JOB_CHOICES: Record<Job, string> = {
  status_update: 'an e-mail asking your adjuster for an update',
  email_reply: 'a reply to an e-mail from your adjuster',
  dispute_offer: 'a letter disputing the settlement offer',
  written_denial: 'a letter asking for the denial and the policy wording in writing',
  more_time: 'a letter asking the insurer for more time',
  appraisal: 'a letter invoking appraisal',
  living_expenses: 'a request for your additional living expenses',
  depreciation: 'a request to release the depreciation held back',
  escalate: 'escalating to a supervisor or the insurance regulator',
  policy_question: 'what your policy says about it',
  deadline_question: 'the deadlines that apply and their dates',
  proof_of_loss: 'your proof of loss, drafted',
  euo: 'preparing for an examination under oath',
  next_steps: 'where your claim stands and what to do next',
  claim_record: 'the details on your claim record: insurer, claim number, adjuster',
  explain_term: 'what an insurance term means',
  legal: 'who can advise you on a legal question',
  letter: 'a letter from the Template Store',
  incident: 'first steps after a loss',
  greeting: 'a quick hello',
  capabilities: 'what I can do for you',
  buying_insurance: 'buying, pricing or changing a policy',
  off_topic: 'something outside insurance claims',
};

/** A job as a chip says it: short, the user's own words. */
export const CHIP_LABELS: Record<Job, string> = {
  status_update: 'Ask for an update',
  email_reply: 'Reply to the e-mail',
  dispute_offer: 'Dispute the offer',
  written_denial: 'Get the denial in writing',
  more_time: 'Ask for more time',
  appraisal: 'Invoke appraisal',
  living_expenses: 'Claim living expenses',
  depreciation: 'Release the holdback',
  escalate: 'Escalate',
  policy_question: 'What my policy says',
  deadline_question: 'My deadlines',
  proof_of_loss: 'Draft my proof of loss',
  euo: 'Prepare for the EUO',
  next_steps: 'What to do next',
  claim_record: 'My claim record',
  explain_term: 'Explain the term',
  legal: 'Who can advise me',
  letter: 'A template letter',
  incident: 'First steps after a loss',
  greeting: 'Say hello',
  capabilities: 'What Benji can do',
  buying_insurance: 'Buying insurance',
  off_topic: 'Something else',
};

/** Jobs whose reply is a letter or e-mail for the insurer: the ones never to guess. */
export const LETTER_JOBS: readonly Job[] = [
  'status_update',
  'email_reply',
  'dispute_offer',
  'written_denial',
  'more_time',
  'appraisal',
  'living_expenses',
  'depreciation',
  'escalate',
  'proof_of_loss',
  'letter',
];

/** Replies that answer nothing about the claim (a greeting, what Benji does, sympathy for the loss): never chosen on a weak lead. */
export const CONVERSATION_JOBS: readonly Job[] = ['greeting', 'capabilities', 'incident', 'buying_insurance', 'off_topic'];

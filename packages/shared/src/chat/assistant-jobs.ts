import { z } from 'zod';

// The assistant's jobs, shared: the server decides them, and the chat page offers some of them as
// choices the user taps (a clarifying question's options, next steps under the composer).

export const ASSISTANT_JOBS = [
  'status_update',
  'email_reply',
  'dispute_offer',
  'written_denial',
  'more_time',
  'appraisal',
  'living_expenses',
  'depreciation',
  'escalate',
  'policy_question',
  'deadline_question',
  'proof_of_loss',
  'euo',
  'next_steps',
  'claim_record',
  'explain_term',
  'legal',
  'letter',
  'incident',
  'greeting',
  'capabilities',
  'buying_insurance',
  'off_topic',
] as const;
export type TAssistantJob = (typeof ASSISTANT_JOBS)[number];

export const isAssistantJob = (value: string): value is TAssistantJob => (ASSISTANT_JOBS as readonly string[]).includes(value);

/** A job the user can tap: what the chip says, and what the message it sends says. */
export const ZJobChoice = z.object({
  job: z.enum(ASSISTANT_JOBS),
  /** Short, on the chip: "Dispute the offer". */
  label: z.string(),
  /** The message a tap sends, as the user would have typed it. */
  message: z.string(),
});
export type TJobChoice = z.infer<typeof ZJobChoice>;

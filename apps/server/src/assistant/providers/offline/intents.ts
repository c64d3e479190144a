// Which of the assistant's jobs a message asks for. Each job has weighted patterns; the highest
// total wins and ties go to the earlier job in INTENTS, so the same message always gets the same job.

export const INTENTS = [
  'proof_of_loss',
  'euo',
  'email_reply',
  'letter',
  'legal',
  'claim_status',
  'policy_question',
  'capabilities',
  'incident',
  'greeting',
] as const;
export type Intent = (typeof INTENTS)[number] | 'unknown';

type Signals = readonly [RegExp, number][];

const SIGNALS: Record<(typeof INTENTS)[number], Signals> = {
  proof_of_loss: [
    [/proof of loss|proof-of-loss|sworn statement in proof|\bpol\b/, 10],
    [/sworn statement/, 6],
  ],
  euo: [
    [/examination under oath|\beuo\b|under oath/, 10],
    [/recorded statement|sworn examination|deposition/, 6],
    [/prepare|preparation|checklist|get ready/, 1],
  ],
  email_reply: [
    [/\b(reply|respond|response|answer|write back)\b[^.?!\n]{0,40}\b(adjuster|e-?mail|message|him|her|them)\b/, 8],
    [/\b(reply|respond)\b/, 3],
    [/\b(draft|write|compose)\b[^.?!\n]{0,20}\be-?mail\b/, 7],
    [/\badjuster\b[^.?!\n]{0,30}\b(sent|e-?mailed|wrote|asked|says|said|wants|requested|called)\b/, 6],
    [/^(from|subject|sent|to|cc):/m, 3],
    [/^(dear|hi|hello) [a-z]+,?$/m, 2],
    [/\be-?mail\b/, 2],
  ],
  letter: [
    [/\bletter\b/, 6],
    [/\btemplate\b/, 5],
    [
      /\b(appeal|reconsider|escalat|supervisor|counter-?offer|lowball|low-?ball|declarations? page|denial code|third[- ]party|authori[sz]|closure|timeline|reminder|correction|clarification)/,
      3,
    ],
    [/\b(write|draft|prepare|send|need)\b/, 1],
  ],
  legal: [
    [/\b(sue|suing|lawsuit|lawyer|attorney|legal advice|bad faith|small claims|court|litigat)/, 7],
    [/\b(should i sign|release form|am i entitled|my rights)\b/, 4],
  ],
  claim_status: [
    [
      /\b(status|where (does|is) my claim|stand|progress|what('s| is) (due )?next|next steps?|what now|deadlines?|due dates?|overdue|how long)\b/,
      6,
    ],
    [/\b(due|late|waiting|heard back|no response|haven'?t heard)\b/, 2],
  ],
  policy_question: [
    [
      /\b(covered|cover|covers|coverage|exclusions?|excluded|deductible|limits?|endorsements?|conditions?|clause|section|definition|premium|sublimit|replacement cost|actual cash value|acv)\b/,
      5,
    ],
    [/\b(my policy|the policy|policy say|policy says|insurance policy|in my policy)\b/, 4],
    [/\b(does|do|is|am|are|can|will|what|how much)\b[^?]*\?/, 1],
  ],
  capabilities: [
    [/what can you do|what do you do|who are you|what are you|how (does|do) (this|you) work|help me\b|\bhelp\b\??$|how can you help/, 6],
    [/\b(llm|language model|gpt|openai|ollama|ai model)\b/, 6],
  ],
  incident: [
    [
      /\b(flooded|burst|caught fire|burned|stolen|stole|broke into|broken into|crashed|rear-?ended|hit|vandali[sz]ed|leaked|collapsed|damaged|hail|storm)\b/,
      4,
    ],
    [/\b(yesterday|last (night|week)|this morning|happened|my (house|home|car|basement|roof|apartment))\b/, 1],
  ],
  greeting: [[/^(hi|hello|hey|good (morning|afternoon|evening)|thanks|thank you)\b[\s\S]{0,20}$/, 3]],
};

/** The job a message asks for, or 'unknown' when nothing matches. */
export function classify(message: string): Intent {
  const text = message.toLowerCase();
  let best: Intent = 'unknown';
  let bestScore = 0;
  for (const intent of INTENTS) {
    const score = SIGNALS[intent].reduce((sum, [pattern, weight]) => sum + (pattern.test(text) ? weight : 0), 0);
    if (score > bestScore) {
      best = intent;
      bestScore = score;
    }
  }
  return best;
}

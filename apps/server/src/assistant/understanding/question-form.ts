// "when do I see the rest of the money?" asks; "write the dispute" requests. Jobs that write a letter
// are done only when requested; a question routed to one is answered instead.

/** Opens with a question word or ends with a question mark. */
const ASKS = /^\s*(?:how|what|when|why|where|will|would|can|could|do|does|did|is|are|should|am)\b|\?/i;
const WANTS_A_LETTER = /\b(?:write|draft|letter|dispute|counter|send|e-?mail|reply|respond|appeal|demand|negotiate)\b/i;

/** A question that asks for no letter. */
export const asksWithoutRequesting = (text: string) => ASKS.test(text) && !WANTS_A_LETTER.test(text);

/** "will they pay for a new roof?", "how much will I get": a question about what the claim will be paid. */
export const asksWhatIsPaid = (text: string) =>
  /\b(?:will|would|do|does) (?:they|it|the insurer|insurance|my policy) (?:pay|cover)\b|\bhow much\b|\bpay ?out\b|\bwhat (?:will|would) (?:i|we) get\b/i.test(
    text,
  );

// Words that ask for something to be written or done, as opposed to telling what happened.
const ASKS_FOR_WRITING =
  /\b(?:write|draft|send|prepare|dispute|ask|appeal|request|reply|respond|answer|e-?mail|letter|demand|invoke|escalate|complain|fill|format|can you|could you|help me|pls|please)\b/i;

/** The message asks for something to be written or done. */
export const asksForWriting = (text: string) => ASKS_FOR_WRITING.test(text);

// Asked in the past tense, a question is about what the records hold, not about what is due:
// "when did I send the estimate?", "how much have they paid so far?".

/** "when did I send…", "what day did they call": when something on the record happened. */
export const asksWhenItHappened = (text: string) => /\b(?:when|what day|what date) (?:did|was|were|have|has)\b/i.test(text);

/** "how much have they paid", "what did they offer", "paid so far": money already on the record. */
export const asksWhatWasPaid = (text: string) =>
  /\bhow much (?:have|has|did)\b[^.?!]*\b(?:paid|pay|offer(?:ed)?|give|given|sent|send|held|hold)\b|\b(?:paid|offered|received)\b[^.?!]*\bso far\b|\bwhat did they (?:offer|pay)\b|\bwhat (?:do|will|would|can) (?:i|we) still (?:get|be owed)\b|\bstill owe(?:s|d)?\b/i.test(
    text,
  );

/** The message asks for a letter or e-mail to be written ("send" alone may be a past event: "when did I send…"). */
export const asksForALetter = (text: string) => /\b(?:write|draft|compose|letter)\b/i.test(text);

// How a sentence that asks opens: a question word, or a verb put to Benji. "ill never have the
// payoff letter by the deadline" names a letter and a deadline but asks nothing.
const OPENS_AS_ASKING =
  /^\s*(?:(?:please|pls|ok(?:ay)?|so|and|also|then|now|oh)[,\s]+)*(?:how|what|what'?s|whats|when|whether|why|where|who|which|can|could|will|would|should|do|does|did|is|are|am|draft|write|prepare|send|fill|make|ask|help|tell|show|explain|give|list|check|find|dispute|appeal|request|reply|respond|e-?mail|escalate|invoke|format|remind|let me know)\b/i;

/** A sentence that asks in its own right: a question, or a request put to Benji, not one that only mentions a letter. */
export const asksInItsOwnRight = (text: string) =>
  /\?\s*$/.test(text) || OPENS_AS_ASKING.test(text) || /\b(?:can|could|would|will) (?:you|u)\b|\bplease\b|\bpls\b/i.test(text);

// What only a lawyer may answer: whether to sue, what a court would hold, what one may sign. A
// release is the document one signs ("the release", "sign a release"), not the holdback released
// ("release the depreciation"); what one is "entitled to" is as often the policy's question.
const ASKS_A_LEGAL_JUDGEMENT =
  /\b(?:sue|suing|lawsuit|court|small claims|bad faith|attorneys?|lawyers?|legal(?:ly)?|liable|my rights|sign|statute|negligen\w*|illegal|against the law)\b|\b(?:a|the|this|that|full and final)\s+release\b(?!\s+of\b)/i;

/** The words ask a legal judgement of Benji, which only a lawyer may give. */
export const asksALegalJudgement = (text: string) => ASKS_A_LEGAL_JUDGEMENT.test(text);

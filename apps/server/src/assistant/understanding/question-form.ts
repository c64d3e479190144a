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

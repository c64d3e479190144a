import { asLetterSentence, sentences } from './user-text';

// The reasons a user gives in a request for a letter ("the new tiles in the bathroom won't
// line up with the old ones"), as sentences the letter can carry in their own words. What is not a reason stays
// out: the request itself, the figures the letter states anyway, and venting.

/** "write the appeal", "can you draft it": the instruction, not a reason. */
const INSTRUCTION =
  /^(?:ok(?:ay)?,?\s+)?(?:pls\s+|please\s+)?(?:can you\s+|could you\s+|help me\s+)?(?:write|draft|do|make|prepare|send|put together|compose|file)\b|^\s*(?:ok(?:ay)?,?\s+)?(?:please|pls)\b|\b(?:write|draft) (?:the|an|my|a|this) (?:appeal|letter|dispute|e-?mail|complaint)\b/i;

/** "I'd like a letter explaining the situation", "we need an e-mail that…": the request again, said of oneself. */
const WANTS_THE_LETTER =
  /\b(?:i|we)(?:'d| would)? (?:\w+ )?(?:like|want|need)s? (?:a|an|the|you to|help|some help)\b[^.!?]*\b(?:letter|e-?mail|note|message|write|writing|draft|demand)\b/i;

/** Anger at the insurer is real, and useless in a letter to them. */
const VENTING =
  /\b(?:joke|ridiculous|insult\w*|bs|crap|garbage|pathetic|outrageous|unbelievable|scam\w*|lowball\w*|a ripoff|rip-off|insane|laughable)\b/i;
const SHORT = 8;
/** A question, not a clause a question word opens: "when will they pay?" asks, "When I finally got through, she said…" tells. */
const QUESTION =
  /^\s*(?:how|what|when|why|where)\s+(?:will|would|can|could|do|does|did|is|are|was|were|should|much|many|long|often|about)\b|^\s*(?:how|what|why|where)\b(?![^,]*,)|^\s*(?:who|whom|whose|which|who's|whos)\b|^\s*(?:will|would|can|could|do|does|did|is|are|should)\b|\?\s*$/i;

/** "I want to go over her head", "we need to know": what the user means to do, said to Benji, not a reason for the insurer. */
const MEANS_TO = /^\s*(?:so\s+)?(?:i|we)(?:'d| would)?\s+(?:really\s+|just\s+)?(?:want|need|like|wanna|have)\s+to\b/i;

/** Figures set side by side ("$9,100 against the roofer's $16,400"): the letter states them already. */
const comparesFigures = (sentence: string) =>
  (sentence.match(/\$?\d[\d,.]*\s?k?\b/gi) ?? []).filter((figure) => /\d{3}|\$|k$/i.test(figure)).length >= 2;

/** Words left once the amounts are taken out: "7,300 versus acme at 11,900" leaves three. */
const wordsBesideAmounts = (sentence: string) =>
  sentence
    .replace(/\$?\d[\d,.]*\s?k?\b/gi, ' ')
    .split(/\s+/)
    .filter((word) => /[a-z]{2,}/i.test(word)).length;

/**
 * A sentence without the request it holds: "draft the appeal, the tiles were installed…" keeps
 * what follows the request, "the adjuster ignores me, write to his supervisor" what comes before.
 */
function withoutLeadingRequest(sentence: string): string {
  return sentence
    .split(/,\s+(?:and\s+|so\s+|then\s+)?/)
    .filter((part) => !INSTRUCTION.test(part))
    .join(', ')
    .trim();
}

/** The user's own reasons in the message, as letter sentences: capitalised, shouting lowered, "10k" written out. */
export function reasonsIn(message: string): string[] {
  return (
    sentences(message)
      .map(withoutLeadingRequest)
      .filter((sentence) => sentence.split(/\s+/).length >= 3)
      .filter((sentence) => !(VENTING.test(sentence) && sentence.split(/\s+/).length < SHORT))
      .filter((sentence) => wordsBesideAmounts(sentence) > 3 && !comparesFigures(sentence))
      // "when will they pay the rest?" asks Benji something; a letter's reasons state.
      .filter((sentence) => !QUESTION.test(sentence) && !WANTS_THE_LETTER.test(sentence) && !MEANS_TO.test(sentence))
      .map(asLetterSentence)
  );
}

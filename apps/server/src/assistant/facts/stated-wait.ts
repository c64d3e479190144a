import { statedFacts } from '../policy/conditions/stated-facts';

// The user's own account of waiting on the insurer: "haven't heard a thing in two weeks", "three
// months and the claim is still open". The diary may hold nothing of it; what the user says is a
// fact of the conversation, and the advice is for the wait they describe. The ways of saying "no
// word" are a closed class of English, not any question's wording.

const NO_WORD =
  /\b(?:(?:haven'?t|havent|have not|hasn'?t|has not|didn'?t|did not|never|nobody|no one)\s+(?:\w+\s+){0,4}(?:heard|replied|responded|answered|called|gotten|got|received)|no (?:word|news|reply|replies|response|answer|update|call|calls|contact|decision)|not (?:returning|answering|responding)|won'?t (?:return|answer|respond)|ignor(?:e|es|ed|ing)|ghost(?:ed|ing)|radio silence|still (?:waiting|open|pending|nothing|no)|nothing (?:yet|back|since)|drag(?:s|ged|ging) (?:on|out)|stall(?:s|ed|ing)|taking (?:forever|so long|too long))\b/i;

export interface StatedWait {
  /** How long, in days, when the user says ("two weeks", "3 months"); null when not said. */
  days: number | null;
}

export function statedWait(message: string): StatedWait | null {
  if (!NO_WORD.test(message)) return null;
  const { days } = statedFacts(message);
  return { days: days && days > 0 ? days : null };
}

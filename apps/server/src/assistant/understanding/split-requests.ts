// "What is the appraisal deadline, and write the demand": two jobs in one message, answered in order. The
// message is cut where a new request can start, by the shape of the text rather than its topic:
// a sentence's end, a list's markers ("first, … second, …", "1) … 2) …"), or a joining word
// before a verb or a question word ("…, and draft…", "… then write…", "… plus tell me…"). A
// pronoun in a later part borrows an earlier part's subject, so "draft it" becomes "draft my
// proof of loss".

const REQUEST_START =
  '(?:please\\s+)?(?:draft|write|prepare|fill|make|send|tell|explain|help|give|show|ask|check|list|what|when|how|whether|why|who|where|which|is|are|does|do|can|could|should|will|would)\\b';

const BREAK = new RegExp(
  [
    // A sentence's end, or a line's.
    '(?<=[.!?])\\s+(?=\\S)',
    '\\n+',
    // A comma or semicolon and a joining word.
    '[,;]\\s*(?:and|then|also|plus)\\s+',
    // A joining word before a verb or a question word.
    `\\s+(?:and|then|plus|also)\\s+(?:then\\s+|also\\s+)?(?=${REQUEST_START})`,
    // A list's next marker.
    '[,;]?\\s+(?=(?:second(?:ly)?|third(?:ly)?|finally|lastly)\\b[,:]?\\s)',
    '\\s+(?=[2-9][.)]\\s)',
  ].join('|'),
  'gi',
);

// What opens a part without saying what it asks: a joining word, a list marker, a frame ("I have
// two questions:"). Taken off before the part is read.
const OPENERS =
  /^(?:(?:and|then|also|plus|so|oh|ok(?:ay)?|if so|if yes|if it is|if they do)[,\s]+)*(?:(?:first(?:ly)?|second(?:ly)?|third(?:ly)?|finally|lastly|next|\d[.)])[,:]?\s+)?/i;
const FRAME =
  /^(?:(?:i|we)\s+(?:need|have|want|got)\s+)?(?:two|2|three|3|a few|a couple(?: of)?|couple of|some|several)\s+(?:things|questions|requests|items)\b[^:]*:\s*/i;

// Subjects a later "it" or "that" can stand for, most specific first.
const SUBJECTS =
  /\b(proof of loss|examination under oath|euo|appraisal|(?:settlement )?offer|denial|depreciation|holdback|living expenses?|extension|e-?mail|letter|complaint)\b/i;

export interface RequestPart {
  text: string;
  /** An item of a list the user made ("two things: …", "first, … second, …"): a request, even without a verb. */
  listed: boolean;
  /** It ended with a question mark. */
  question: boolean;
}

/** The part without the marks that end it; whether it was a question is kept apart. */
const bare = (text: string) => text.replace(/[?.!,;:\s]+$/, '').trim();

export function splitRequests(message: string): RequestPart[] {
  const framed = FRAME.exec(message.trim());
  const body = framed ? message.trim().slice(framed[0].length) : message;
  const enumerated = !!framed || /(?:^|\s)(?:first(?:ly)?|1[.)])[,:]?\s/i.test(body);
  const parts = body
    .split(BREAK)
    .map((part) => part.replace(OPENERS, '').replace(FRAME, '').trim())
    .filter((part) => part.split(/\s+/).length >= 2);
  if (parts.length < 2) return [{ text: message, listed: false, question: message.includes('?') }];
  const resolved: RequestPart[] = [];
  let subject: string | null = null;
  for (const part of parts) {
    const text = bare(subject ? part.replace(/\b(it|that|one|this)\b/i, `my ${subject}`) : part);
    resolved.push({ text, listed: enumerated, question: /\?\s*$/.test(part) });
    subject = SUBJECTS.exec(part)?.[1] ?? subject;
  }
  return resolved;
}

// "draft it", "write that up", "fill it in": an action on something the message does not name.
const ACTION_ON_PRONOUN = /\b(?:draft|write|prepare|fill|do|make|send|format)\s+(?:it|that|this one)\b/i;

/**
 * "go ahead and write it" after "what does appraisal involve": a pronoun with nothing in the
 * message to stand for borrows the subject of the user's previous message.
 */
export function withSubjectFrom(previous: string | undefined, message: string): string {
  if (!previous || SUBJECTS.test(message) || !ACTION_ON_PRONOUN.test(message)) return message;
  const subject = SUBJECTS.exec(previous)?.[1];
  return subject ? message.replace(ACTION_ON_PRONOUN, (action) => action.replace(/\b(?:it|that|this one)\b/i, `my ${subject}`)) : message;
}

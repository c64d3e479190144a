// "What is the appraisal deadline, and write the demand": two jobs in one message, answered in order. The
// message is cut where a new request starts; a pronoun in the second part borrows the first
// part's subject, so "draft it" becomes "draft my proof of loss".

const BREAK =
  /(?:[,;]\s*(?:and|then|also|plus)\s+|\?\s*(?:and\s+|also\s+|then\s+)?|\.\s+(?:also|and|then)\s+|\s+and\s+(?:then\s+|also\s+)?(?=(?:please\s+)?(?:draft|write|prepare|fill|make|send|tell|explain|help|give|show|what|when|how|is|are|does|do|can|could|should)\b))/gi;

// Subjects a later "it" or "that" can stand for, most specific first.
const SUBJECTS =
  /\b(proof of loss|examination under oath|euo|appraisal|(?:settlement )?offer|denial|depreciation|holdback|living expenses?|extension|e-?mail|letter|complaint)\b/i;

export interface RequestPart {
  text: string;
}

export function splitRequests(message: string): RequestPart[] {
  const parts = message
    .split(BREAK)
    .map((part) => part.trim())
    .filter((part) => part.split(/\s+/).length >= 2);
  if (parts.length < 2) return [{ text: message }];
  const resolved: RequestPart[] = [];
  let subject: string | null = null;
  for (const part of parts) {
    const text = subject ? part.replace(/\b(it|that|one|this)\b/i, `my ${subject}`) : part;
    resolved.push({ text });
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

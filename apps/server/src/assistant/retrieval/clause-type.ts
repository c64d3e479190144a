// What kind of clause a passage is, read from its wording and its section heading. The wording
// decides first ("We do not cover…" is an exclusion wherever it sits); the heading decides what
// the wording leaves open ("Flood, meaning surface water…" under EXCLUSIONS is an exclusion).

export const CLAUSE_TYPES = ['insuring_agreement', 'exclusion', 'exception', 'limit', 'condition', 'definition', 'other'] as const;
export type ClauseType = (typeof CLAUSE_TYPES)[number];

const DEFINITION = /^\W{0,2}[a-z][\w\s'/-]{0,40}["”]?\s+(means|refers to)\b|["“][^"”]{1,40}["”],?\s+(means|includes|refers to)\b/i;

const EXCLUSION = new RegExp(
  [
    // "We will not pay more than $2,500" is a limit, not an exclusion.
    /\b(we|it|this (policy|coverage|insurance|section))\s+(do|does|will|shall)\s+not\s+(cover|insure|pay(?!\s+more\s+than)|provide|apply)/,
    /\bwe\s+(don't|won't)\s+(cover|insure|pay)/,
    /\b(is|are)\s+not\s+(covered|insured)\b/,
    /\b(is|are)\s+excluded\b/,
    /\bdoes\s+not\s+include\s+(loss|damage|theft)/,
    /\b(there is\s+)?no\s+coverage\s+(for|is provided)\b/,
    /\bcoverage\s+does\s+not\s+apply\b/,
    /\bnot\s+(be\s+)?(covered|insured)\b/,
  ]
    .map((pattern) => pattern.source)
    .join('|'),
  'i',
);

const EXCEPTION = new RegExp(
  [
    /\bunless\b/,
    /\bexcept\b/,
    /\bexceptions?:/,
    /\bhowever,?\s+we\s+(do\s+|will\s+)?(cover|insure|pay)/,
    /\bbut\s+we\s+(do\s+|will\s+)?(cover|insure|pay)/,
    /\b(this|the|that)\s+exclusion\s+does\s+not\s+apply\b/,
    /\bdoes\s+not\s+apply\s+to\s+(loss|damage)\b[^.]{0,60}\b(caused by|resulting from|that results)/,
  ]
    .map((pattern) => pattern.source)
    .join('|'),
  'i',
);
const EXCLUSION_LIFTED = /\bexclusion\s+does\s+not\s+apply\b/i;

const MONEY = /\$\s?\d|\b\d[\d,]*\s?(dollars|%|per\s?cent)/i;
const LIMIT = new RegExp(
  [
    /\blimits?\s+of\s+(liability|insurance)\b/,
    /\bspecial\s+limits?\b/,
    /\bsub-?limits?\b/,
    /\bthe\s+most\s+we\s+will\s+pay\b/,
    /\bup\s+to\s+(a\s+maximum\s+of\s+)?\$/,
    /\bmaximum\s+(of\s+)?\$/,
    /\b(limit|maximum|deductible)\b[^.]{0,60}(\$\s?\d|\d\s?%)/,
    /\$\s?\d[\d,.]*\s+(on|for|per|each|deductible)\b/,
    /\bwe\s+pay\s+only\b/,
    /\b(not\s+pay|pay\s+no)\s+more\s+than\b/,
  ]
    .map((pattern) => pattern.source)
    .join('|'),
  'i',
);

const INSURING = new RegExp(
  [
    /\bwe\s+(will\s+)?(cover|insure|pay\s+for|provide\s+coverage)\b/,
    /\bwe\s+will\s+pay\b/,
    // A settlement basis says what is paid: "we pay actual cash value, not replacement cost".
    /\bwe\s+pay\s+(?:the\s+)?(?:actual\s+cash\s+value|replacement\s+cost|the\s+cost)\b/,
    /\b(is|are)\s+(covered|insured)\b/,
    /\bcoverage\s+(applies|is\s+provided)\b/,
    /\binsuring\s+agreement\b/,
    /\bwe\s+insure\s+against\b/,
  ]
    .map((pattern) => pattern.source)
    .join('|'),
  'i',
);

const CONDITION =
  /\byou\s+(must|shall|are\s+required\s+to|agree\s+to)\b|\bmust\s+(be|give|send|notify|submit|provide|keep|show|cooperate)\b|\bwithin\s+\d+\s+days\b|\bwe\s+may\s+(cancel|require|inspect|examine)\b|\bno\s+action\s+can\s+be\s+brought\b|\bduties\b/i;

const HEADING_TYPES: readonly [RegExp, ClauseType][] = [
  [/\bdefinitions?\b|\bmeaning of words\b/i, 'definition'],
  [/\bexclusions?\b|\bnot (covered|insured)\b|\blosses? not insured\b|\bwe do not (cover|insure)\b/i, 'exclusion'],
  [/\blimits?\b|\bdeductibles?\b/i, 'limit'],
  [/\bconditions?\b|\bduties\b|\bwhat you must do\b|\bclaims? procedures?\b/i, 'condition'],
  [
    /\bcoverages?\b|\binsuring agreement\b|\bwhat (is|we) cover|\bperils insured\b|\blosses insured\b|\bendorsement\b|\bextensions?\b|\bexpenses?\b/i,
    'insuring_agreement',
  ],
];

/** The wording excludes something ("We do not cover…", "This peril does not include loss…"). */
export const excludes = (text: string) => EXCLUSION.test(text);

/** The wording gives back what an exclusion took ("This exclusion does not apply to…"). */
export const liftsExclusion = (text: string) => EXCLUSION_LIFTED.test(text);

/** The heading names a list of exclusions. */
export const isExclusionsHeading = (heading: string | null) =>
  heading !== null && /\bexclusions?\b|\bnot (covered|insured)\b/i.test(heading);

/**
 * The wording before its first carve-back marker, and the carve-back ("unless it is hidden within
 * the walls…", "This exclusion does not apply to…"), or null when there is none.
 */
export function splitAtException(body: string): { head: string; exception: string | null } {
  const lifted = EXCLUSION_LIFTED.exec(body);
  const marker = lifted ?? EXCEPTION.exec(body);
  if (!marker) return { head: body, exception: null };
  // "This exclusion does not apply" opens its sentence; the head is what comes before that sentence.
  const start = lifted ? Math.max(0, body.lastIndexOf('.', marker.index) + 1) : marker.index;
  return { head: body.slice(0, start).trim(), exception: body.slice(start).trim() };
}

/**
 * The clause type of a passage's wording under its heading (null when it has none). An exclusion
 * that carries its own carve-back ("…unless it is hidden within the walls") is an exception: what
 * decides a question is the carve-back. "We insure these perils unless the loss is excluded" is
 * not: what it excludes comes after the marker, so it is read as the insuring wording it is.
 */
export function clauseTypeOf(heading: string | null, body: string): ClauseType {
  if (DEFINITION.test(body)) return 'definition';
  const underExclusions = heading !== null && /\bexclusions?\b/i.test(heading);
  const { head, exception } = splitAtException(body);
  if (exception !== null && (EXCLUSION_LIFTED.test(body) || EXCLUSION.test(head) || underExclusions)) return 'exception';
  const excludes = EXCLUSION.test(head);
  if (excludes) return 'exclusion';
  if (LIMIT.test(body) && (MONEY.test(body) || /\bthe\s+most\s+we\s+will\s+pay\b/i.test(body))) return 'limit';
  if (INSURING.test(body)) return 'insuring_agreement';
  if (CONDITION.test(body)) return 'condition';
  if (heading) for (const [pattern, type] of HEADING_TYPES) if (pattern.test(heading)) return type;
  return 'other';
}

/** A stored passage is its section heading, a line break, then its words; a passage with no heading is only words. */
export function splitPassage(text: string): { heading: string | null; body: string } {
  const newline = text.indexOf('\n');
  if (newline < 0) return { heading: null, body: text.trim() };
  return {
    heading: text.slice(0, newline).trim(),
    body: text
      .slice(newline + 1)
      .replace(/\s+/g, ' ')
      .trim(),
  };
}

/** The clause type of a stored passage (heading line, then words). */
export const clauseOfPassage = (text: string): ClauseType => {
  const { heading, body } = splitPassage(text);
  return clauseTypeOf(heading, body);
};

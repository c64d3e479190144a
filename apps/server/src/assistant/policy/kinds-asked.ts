import type { ClauseType } from '../retrieval/clause-type';

/** The kind of clause a question about the whole policy asks for, and its name in an answer. */
export interface KindAsked {
  clauses: readonly ClauseType[];
  name: 'exclusions' | 'limits' | 'conditions' | 'coverages';
}

// "What won't my policy pay for?" asks for the exclusions as surely as "what does it exclude?".
const NOT_COVERED = /\bexclu|(?:\bnot|n['’]t|\bnever)(?:\s+[\w'’]+){0,3}?\s+(?:cover|insure|pay)/i;

const KINDS: readonly [RegExp, KindAsked][] = [
  [NOT_COVERED, { clauses: ['exclusion', 'exception'], name: 'exclusions' }],
  [/\blimits?\b|\bmaximum\b|\bsub-?limits?\b/i, { clauses: ['limit'], name: 'limits' }],
  [/\bconditions?\b|\bduties\b/i, { clauses: ['condition'], name: 'conditions' }],
  [/\bcover|\binsure|\bprotect|\bclaim|\binclude/i, { clauses: ['insuring_agreement'], name: 'coverages' }],
];

/** The kind of clause a question about the whole policy asks for, if it names one. */
export const kindAsked = (question: string): KindAsked | null => KINDS.find(([pattern]) => pattern.test(question))?.[1] ?? null;

export const asksWhatIsExcluded = (question: string): boolean => kindAsked(question)?.name === 'exclusions';

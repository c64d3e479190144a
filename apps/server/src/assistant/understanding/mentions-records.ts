import type { AssistantContext } from '../engine';
import { amountsIn } from '@benji/shared';
import type { Classification } from './classifier';

// The off-topic gate learned general requests from a public dataset, where "how do I get my
// $2,000 back" is a bank refund. In a claim chat, a message that names the user's own adjuster,
// insurer, claim or an amount on their record is about the claim, whatever its other words.

/** A classifier as understand() uses it. */
export interface Classifies {
  classify(text: string): Promise<Classification>;
}

/** What understand() reads with: English messages by one model, a French or Spanish message's gloss by another (saved-models.ts). */
export interface Classifiers {
  english: Classifies;
  glossed: Classifies;
}

/** Names too short or too common to identify anything: "Mutual", "Home". */
const MIN_NAME_LENGTH = 3;
const COMMON_NAME_WORDS = new Set(['insurance', 'company', 'mutual', 'group', 'home', 'general', 'assurance', 'limited', 'ltd', 'inc']);

const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\d][\p{L}\d'-]*/gu) ?? [];

/** The words and amounts that identify this user's claims in their own records. */
function recordMarks(records: AssistantContext): { words: Set<string>; amounts: Set<number> } {
  const details = records.claimDetails;
  const names = [
    details?.adjusterName,
    details?.insuranceCompanyName,
    details?.claimNumber,
    details?.policyNumber,
    ...records.claims.flatMap((claim) => [claim.insuranceCompanyName, claim.policyNumber]),
  ];
  const words = new Set(
    names.flatMap((name) => wordsOf(name ?? '')).filter((word) => word.length >= MIN_NAME_LENGTH && !COMMON_NAME_WORDS.has(word)),
  );
  const amounts = new Set(
    records.claims.flatMap((claim) => claim.diary.flatMap((event) => amountsIn(event.summary, 'diary').map((amount) => amount.value))),
  );
  return { words, amounts };
}

const namesAMark = (text: string, { words, amounts }: ReturnType<typeof recordMarks>) =>
  wordsOf(text).some((word) => words.has(word)) || amountsIn(text, 'question').some((amount) => amounts.has(amount.value));

export function mentionsRecords(text: string, records: AssistantContext): boolean {
  return namesAMark(text, recordMarks(records));
}

/**
 * The classifiers, with the gate set aside for a message that names something on the user's record.
 * The record's marks are read once per message, not once for each part classified.
 */
export function readingWithRecords(classifiers: Classifiers, records: AssistantContext | null): Classifiers {
  if (!records) return classifiers;
  const marks = recordMarks(records);
  const withMarks = (classifier: Classifies): Classifies => ({
    async classify(text) {
      const classification = await classifier.classify(text);
      return namesAMark(text, marks) ? { ...classification, offTopic: 0 } : classification;
    },
  });
  return { english: withMarks(classifiers.english), glossed: withMarks(classifiers.glossed) };
}

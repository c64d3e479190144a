import type { Facts } from '../../../facts/claim-facts';
import { thingsNamed } from '../../../facts/things-named';
import { clipList } from '../../../policy/segments';
import { specialLimitsOn, type CategoryLimit } from '../../../policy/special-limits';
import type { RankedPassage } from '../../../retrieval/passage-search';
import { tokenize } from '../../../retrieval/tokenize';

// "Is my ring covered for $6,800?" meets a $1,500 jewelry limit. Most special limits are the total
// for the whole category in one loss, so a bracelet stolen with the ring shares the same $1,500:
// worth saying before the user counts on $1,500 for each.

const sameCategory = (a: CategoryLimit, b: CategoryLimit) => a.page === b.page && a.limit === b.limit && a.appliesTo === b.appliesTo;

/** The note that the limit met is one for the whole category, naming the other things of the claim that share it; null when not. */
export function sharedLimitNote(question: string, facts: Facts, passages: readonly RankedPassage[]): string | null {
  const asked = specialLimitsOn([{ label: question, value: 0 }], passages)[0];
  if (!asked?.perLoss) return null;
  const askedWords = new Set(tokenize(question));
  const sharing = thingsNamed(facts.claim?.description ?? '').filter((thing) => {
    if (tokenize(thing).every((word) => askedWords.has(word))) return false;
    const limit = specialLimitsOn([{ label: thing, value: 0 }], passages)[0];
    return !!limit && sameCategory(limit, asked);
  });
  const what = clipList(asked.appliesTo, 8);
  const also = sharing.map((thing) => `your ${thing}`).join(', ');
  return `**One limit for the whole category:** the ${asked.limitText} limit (${what}) is the total for each loss for all property in that category, not a limit per item (page ${asked.page}).${
    sharing.length > 0
      ? ` Your claim also lists ${also}: ${sharing.length > 1 ? 'they count' : 'it counts'} against the same ${asked.limitText}.`
      : ''
  }`;
}

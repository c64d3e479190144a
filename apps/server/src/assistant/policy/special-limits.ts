import type { RankedPassage } from '../retrieval/passage-search';
import { analyzeQuestion } from '../retrieval/query';
import { capFor, FOR_A_USE, type AmountClause } from './caps';
import { weigh } from './weigh';

// A homeowners policy pays some kinds of property only up to a special limit ("$1,500 for loss by
// theft of jewelry", "$200 on money"), whatever the contents limit, and the limit is usually the
// total for the whole category in one loss. A claim listing a ring and a bracelet meets one
// limit, not two.

/** One thing the user claims, as they named it, with its value. */
export interface ClaimedItem {
  label: string;
  value: number;
}

/** A special limit of the policy and the claimed items it reaches. */
export interface CategoryLimit {
  /** The limit in dollars, and as the policy writes it. */
  limit: number;
  limitText: string;
  /** What it applies to, in the policy's words: "for loss by theft of jewelry, watches, furs…". */
  appliesTo: string;
  page: number;
  items: ClaimedItem[];
  /** What the items add up to. */
  claimed: number;
  /** The policy says the limit is for all the category's property in one loss, not per item. */
  perLoss: boolean;
}

/** A limit on a kind of property (theft of jewelry, money, firearms), not a coverage's own limit. */
const ON_A_CATEGORY = /\b(?:theft|loss)\s+of\s+(?!the\s+(?:dwelling|building|residence))\w|^\W*\$[\d,.]+\s+on\s+\w|\bspecial limits?\b/i;

/**
 * "used primarily for business purposes", "while away from the residence premises": a limit that
 * holds only in a use or place the user has not said. It reaches an item only when its label says so.
 */
const ON_A_CONDITION = new RegExp(
  String.raw`${FOR_A_USE.source}|\bwhile\s+(away)\b|\bwhile\s+(?:in|on)\s+(?:the\s+|a\s+|an\s+)?(\w+)`,
  'i',
);

const CATEGORY_TOTAL = /\b(?:total limit for each loss|in total for|for all property in that category|aggregate)\b/i;

function reachesItem(clause: AmountClause, item: ClaimedItem): boolean {
  const special = ON_A_CATEGORY.test(clause.segment) || /\bspecial limits?\b/i.test(clause.passage.heading ?? '');
  if (!special || clause.amount.percent) return false;
  const condition = ON_A_CONDITION.exec(clause.segment);
  const word = condition?.[1] ?? condition?.[2] ?? condition?.[3];
  return !word || new RegExp(`\\b${word}`, 'i').test(item.label);
}

/**
 * The special limits the retrieved passages set on the items claimed, one per category with the
 * items it reaches. Each item is read as its own short question ("ring"), so the policy's own
 * words for it (jewelry) are found the way a coverage question finds them.
 */
export function specialLimitsOn(items: readonly ClaimedItem[], passages: readonly RankedPassage[]): CategoryLimit[] {
  const byCategory = new Map<string, CategoryLimit>();
  for (const item of items) {
    const question = analyzeQuestion(item.label);
    const clause = capFor(
      passages.map((passage, order) => weigh(passage, order, question)),
      question,
    );
    if (!clause || !reachesItem(clause, item)) continue;
    const key = `${clause.passage.page}|${clause.segment}`;
    const category = byCategory.get(key) ?? {
      limit: clause.amount.value,
      limitText: clause.phrase,
      appliesTo: clause.appliesTo ?? clause.segment,
      page: clause.passage.page,
      items: [],
      claimed: 0,
      // The "total for each loss" sentence usually opens the list, in a passage of its own.
      perLoss: passages.some((passage) => passage.page === clause.passage.page && CATEGORY_TOTAL.test(passage.text)),
    };
    category.items.push(item);
    category.claimed += item.value;
    byCategory.set(key, category);
  }
  return [...byCategory.values()];
}

/** What the items come to once each category is held to its limit. */
export function totalWithinLimits(items: readonly ClaimedItem[], limits: readonly CategoryLimit[]): number {
  const limited = new Set(limits.flatMap((category) => category.items));
  const free = items.filter((item) => !limited.has(item)).reduce((sum, item) => sum + item.value, 0);
  return free + limits.reduce((sum, category) => sum + Math.min(category.claimed, category.limit), 0);
}

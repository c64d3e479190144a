import {
  INVENTORY_CATEGORY_TABLE,
  type TInventoryCategory,
  type TInventoryItem,
  type TInventoryPolicyLimit,
  type TInventoryPolicyLimits,
} from '@benji/shared';
import { specialLimitsOn, type ClaimedItem } from '../../assistant/policy/special-limits';
import type { PassageSearch, RankedPassage } from '../../assistant/retrieval/passage-search';
import type { Db } from '../../db/client';
import { claimPolicy } from '../uploads/claim-policy-search';
import { listInventory } from './inventory.service';

// The special limits of the claim's own policy that reach the inventory's items: a homeowners
// policy pays jewellery, money, firearms or collectibles only up to a limit for the whole kind,
// whatever the contents limit, and a user listing a $6,000 ring should know before the adjuster
// says so. The policy is read the way the assistant reads it for a proof of loss
// (assistant/policy/special-limits): each item as its own short question.

export interface PolicyLimitDeps {
  db: Db;
  search: PassageSearch;
}

const LABEL_OF = new Map<TInventoryCategory, string>(INVENTORY_CATEGORY_TABLE.map((row) => [row.id, row.label]));

/** Passages per search: a limits section spans a few; more would bring in unrelated clauses. */
const PASSAGES_PER_SEARCH = 6;

/** The limit is for theft only: "for loss by theft of jewelry…". */
const FOR_THEFT = /\btheft\b/i;

/** One question per distinct thing listed: two identical rings ask the policy once. */
interface Asked {
  claimed: ClaimedItem;
  items: TInventoryItem[];
}

function askedOf(items: readonly TInventoryItem[]): Asked[] {
  const byLabel = new Map<string, Asked>();
  for (const item of items) {
    // The category's words help the policy's own ("Jewellery and watches" meets "jewelry").
    const label = `${item.description} ${item.brand_model} (${LABEL_OF.get(item.category) ?? ''})`.replace(/\s+/g, ' ');
    const asked = byLabel.get(label) ?? { claimed: { label, value: 0 }, items: [] };
    asked.items.push(item);
    asked.claimed.value += item.valuation.rcv_cents / 100;
    byLabel.set(label, asked);
  }
  return [...byLabel.values()];
}

/** The policy's passages about special limits and about each kind of thing listed, each once. */
async function passagesFor(
  search: (query: string, count: number) => Promise<RankedPassage[]>,
  categories: readonly TInventoryCategory[],
): Promise<RankedPassage[]> {
  const searches = ['special limits of liability', ...categories.map((category) => `special limit ${LABEL_OF.get(category)}`)];
  const found = await Promise.all(searches.map((query) => search(query, PASSAGES_PER_SEARCH)));
  const seen = new Set<string>();
  return found.flat().filter((passage) => !seen.has(passage.text) && seen.add(passage.text));
}

/**
 * The special limits that reach the claim's items, with what the items come to against each.
 * The user's other claims and other users' inventories are never read: the claim is checked first.
 */
export async function inventoryPolicyLimits(deps: PolicyLimitDeps, userId: number, claimId: number): Promise<TInventoryPolicyLimits> {
  const list = await listInventory(deps.db, userId, claimId);
  const policy = await claimPolicy(deps, userId, claimId);
  if (policy.state !== 'read') return { policy: policy.state, limits: [] };
  if (list.items.length === 0) return { policy: 'read', limits: [] };
  const asked = askedOf(list.items);
  const categories = [...new Set(list.items.map((item) => item.category))];
  const passages = await passagesFor(policy.search, categories);
  const itemsOf = new Map(asked.map(({ claimed, items }) => [claimed, items]));
  const limits: TInventoryPolicyLimit[] = specialLimitsOn(
    asked.map(({ claimed }) => claimed),
    passages,
  ).map((limit) => {
    const items = limit.items.flatMap((claimed) => itemsOf.get(claimed) ?? []);
    const claimedCents = items.reduce((sum, item) => sum + item.valuation.rcv_cents, 0);
    const limitCents = Math.round(limit.limit * 100);
    return {
      limit_cents: limitCents,
      limit_text: limit.limitText,
      applies_to: limit.appliesTo,
      page: limit.page,
      item_ids: items.map((item) => item.id),
      claimed_cents: claimedCents,
      over_by_cents: Math.max(0, claimedCents - limitCents),
      per_loss: limit.perLoss,
      theft_only: FOR_THEFT.test(limit.appliesTo),
    };
  });
  // The limits the items go over first, the largest shortfall first.
  return { policy: 'read', limits: limits.sort((a, b) => b.over_by_cents - a.over_by_cents || a.page - b.page) };
}

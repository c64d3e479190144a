import { z } from 'zod';

/**
 * A special limit of the user's own policy that reaches items of the inventory ("$1,500 in total
 * for loss by theft of jewelry, watches…"), found by reading the claim's policy PDF. The policy
 * pays no more than the limit for those items together, whatever their replacement cost.
 */
export const ZInventoryPolicyLimit = z.object({
  limit_cents: z.number().int(),
  /** The amount as the policy writes it: "$1,500". */
  limit_text: z.string(),
  /** What the limit is for, in the policy's words. */
  applies_to: z.string(),
  page: z.number().int(),
  /** The items it reaches, by id. */
  item_ids: z.array(z.number().int()),
  /** Their replacement cost together. */
  claimed_cents: z.number().int(),
  /** How much of it the limit leaves unpaid; 0 within the limit. */
  over_by_cents: z.number().int(),
  /** The policy says the limit is for the whole category in one loss, not per item. */
  per_loss: z.boolean(),
  /** The limit is for theft only ("for loss by theft of…"): it applies if the loss was a theft. */
  theft_only: z.boolean(),
});
export type TInventoryPolicyLimit = z.infer<typeof ZInventoryPolicyLimit>;

/** Why there may be no limits to show: the policy was read, none was uploaded, or it could not be read. */
export const INVENTORY_POLICY_STATES = ['read', 'none', 'unreadable'] as const;

export const ZInventoryPolicyLimits = z.object({
  policy: z.enum(INVENTORY_POLICY_STATES),
  limits: z.array(ZInventoryPolicyLimit),
});
export type TInventoryPolicyLimits = z.infer<typeof ZInventoryPolicyLimits>;

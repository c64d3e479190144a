import { z } from 'zod';

/**
 * What the claim's own policy caps living expenses at, read from its PDF: a sum, a daily rate,
 * a period, or several, with the page. The ledger's living expenses are held against it.
 */
export const ZLivingExpenseLimit = z.object({
  page: z.number().int(),
  sum_cents: z.number().int().nullable(),
  rate: z.object({ cents: z.number().int(), per: z.enum(['day', 'night', 'week', 'month']) }).nullable(),
  period: z.object({ count: z.number().int(), unit: z.enum(['day', 'week', 'month']) }).nullable(),
});
export type TLivingExpenseLimit = z.infer<typeof ZLivingExpenseLimit>;

export const ZLedgerPolicyTerms = z.object({
  /** Read, no policy uploaded for the claim, or a policy with no text (a scan). */
  policy: z.enum(['read', 'none', 'unreadable']),
  living_expenses: ZLivingExpenseLimit.nullable(),
});
export type TLedgerPolicyTerms = z.infer<typeof ZLedgerPolicyTerms>;

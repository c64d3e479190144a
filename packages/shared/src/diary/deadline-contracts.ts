import { z } from 'zod';
import { ADVISORY_CODES, type Advisory } from '../deadlines/advisories';
import type { CoverageNotice } from '../deadlines/coverage-notice';
import type { Deadline } from '../deadlines/types';
import type { OpenItems } from './open-items';
import type { RequestRepeats } from './repeat-requests';
import { DiaryMessage } from './messages';

// The deadline engine's own objects travel as they are (camelCase), so the web can hand a
// deadline straight back to overdueLetter(); only the envelope speaks the API's snake_case.

const ZPlainDate = z.iso.date();
const ZJurisdiction = z.union([z.templateLiteral(['US-', z.string()]), z.templateLiteral(['CA-', z.string()]), z.literal('practice')]);
const ZRuleSource = z.enum(['statute', 'regulation', 'policy_wording', 'guidance', 'practice']);

const deadlineFields = {
  ruleId: z.string(),
  jurisdiction: ZJurisdiction,
  who: z.enum(['insurer', 'policyholder']),
  title: z.string(),
  dueOn: ZPlainDate,
  citation: z.string(),
  sourceUrl: z.string().nullable(),
  checkedOn: ZPlainDate,
  source: ZRuleSource,
  effectiveFrom: ZPlainDate,
  effectiveTo: ZPlainDate.nullable(),
  effectiveNote: z.string().nullable(),
  provisional: z.boolean(),
  provisionalReason: z.string().nullable(),
  status: z.enum(['open', 'met', 'overdue']),
  triggeredBy: z.string().nullable(),
  triggeredOn: ZPlainDate,
  metBy: z.string().nullable(),
  metOn: ZPlainDate.nullable(),
  extendedBy: z.string().nullable(),
  extendedOn: ZPlainDate.nullable(),
  rolledFrom: ZPlainDate.nullable(),
  pause: z.object({ days: z.number().int(), from: ZPlainDate, until: ZPlainDate.nullable() }).nullable(),
  policyClause: z.object({ page: z.number().int(), wording: z.string() }).nullable(),
  window: z.boolean(),
  basis: z.string(),
  caveats: z.array(z.string()),
};

export const ZDeadline = z.union([
  z.object({ ...deadlineFields, unit: z.enum(['calendar', 'business']), days: z.number().int() }),
  z.object({ ...deadlineFields, unit: z.literal('months'), months: z.number().int() }),
]);
export type TDeadline = z.infer<typeof ZDeadline>;

export const ZOpenItem = z.object({
  kind: z.enum(['document', 'proof_of_loss', 'offer_reply', 'acknowledgement', 'reply', 'decision', 'payment']),
  description: z.string(),
  since: ZPlainDate,
  sourceEventId: z.string(),
  item: z.string().optional(),
});
export const ZOpenItems = z.object({ userOwes: z.array(ZOpenItem), insurerOwes: z.array(ZOpenItem) });

export const ZRequestRepeats = z.object({
  eventId: z.string(),
  occurredOn: ZPlainDate,
  kind: z.enum(['documents_requested', 'proof_of_loss_requested']),
  items: z.array(
    z.object({
      item: z.string(),
      repeat: z.boolean(),
      previouslyRequestedOn: z.array(ZPlainDate),
      firstRequestEventId: z.string().nullable(),
      lastSentOn: ZPlainDate.nullable(),
    }),
  ),
  hasRepeats: z.boolean(),
});

export const ZAdvisory = z.object({
  code: z.enum(ADVISORY_CODES),
  params: z.record(z.string(), z.number()),
  jurisdiction: ZJurisdiction,
  text: z.string(),
  citation: z.string(),
  source: ZRuleSource,
  provisional: z.boolean(),
  sourceUrl: z.string().nullable(),
  checkedOn: ZPlainDate,
});

const ZRegulator = z.object({
  name: z.string(),
  website: z.string(),
  lookFor: z.string().optional(),
  complaintPage: z.string().optional(),
  phone: z.string().optional(),
  note: z.string().optional(),
});

/**
 * Said wherever Benji holds none of the place's rules, or none for this kind of claim, so that
 * every client can warn that a short deadline list does not mean nothing is due.
 */
export const ZCoverageNotice = z.object({
  country: z.enum(['United States', 'Canada']),
  region: z.string().nullable(),
  gap: z.enum(['place', 'claim_type']),
  placeName: z.string().nullable(),
  headline: z.string(),
  body: z.string(),
  policyTerms: z.array(z.object({ ruleId: z.string(), text: z.string(), citation: z.string() })),
  regulator: ZRegulator.nullable(),
  regulatorLine: z.string().nullable(),
});

/** GET my-claims/{id}/deadlines/?today=YYYY-MM-DD: `today` is the caller's own date, within a day of the server's. */
export const ZDeadlinesQuery = z.object({ today: z.iso.date({ error: DiaryMessage.todayOutOfRange }).optional() });
export type TDeadlinesQuery = z.infer<typeof ZDeadlinesQuery>;

/** One claim's deadlines (both sides), open items both ways, repeated requests and advisories. */
export const ZClaimDeadlines = z.object({
  claim_id: z.number().int(),
  /** The date the deadlines were worked out for. */
  today: ZPlainDate,
  deadlines: z.array(ZDeadline),
  open_items: ZOpenItems,
  repeats: z.array(ZRequestRepeats),
  advisories: z.array(ZAdvisory),
  /** The "not yet encoded" notice for the claim's place and type; null where its rules are encoded. */
  coverage_notice: ZCoverageNotice.nullable(),
  disclaimer: z.string(),
});
export type TClaimDeadlines = z.infer<typeof ZClaimDeadlines>;

/** GET my-claims/deadlines/: every claim's deadlines not yet met, and its open items. */
export const ZUpcomingDeadlines = z.object({
  today: ZPlainDate,
  disclaimer: z.string(),
  claims: z.array(
    z.object({
      claim_id: z.number().int(),
      deadlines: z.array(ZDeadline),
      open_items: ZOpenItems,
      coverage_notice: ZCoverageNotice.nullable(),
    }),
  ),
});
export type TUpcomingDeadlines = z.infer<typeof ZUpcomingDeadlines>;

// Compile-time proof that the wire shapes and the engine's types are the same both ways.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameShapes: [
  Same<TDeadline, Deadline>,
  Same<z.infer<typeof ZOpenItems>, OpenItems>,
  Same<z.infer<typeof ZRequestRepeats>, RequestRepeats>,
  Same<z.infer<typeof ZAdvisory>, Advisory>,
  Same<z.infer<typeof ZCoverageNotice>, CoverageNotice>,
] = [true, true, true, true, true];
void sameShapes;

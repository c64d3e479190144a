import { z } from 'zod';
import { ZAccountLanguage } from '../../auth/language';
import { ZDeadlinesQuery } from '../../diary/deadline-contracts';
import { TEMPLATE_LANGUAGES } from '../../templates/languages';
import { LedgerMessage } from '../messages';

/**
 * The letters the money page drafts from the claim's ledger: release of the recoverable
 * depreciation held back, reimbursement of living expenses, an itemized explanation of the
 * depreciation, and a waiver of the contents inventory after a total loss.
 */
export const LEDGER_LETTER_KINDS = ['depreciation-release', 'living-expenses', 'depreciation-explanation', 'contents-waiver'] as const;
export type TLedgerLetterKind = (typeof LEDGER_LETTER_KINDS)[number];

export const ZLedgerLetterKind = z.enum(LEDGER_LETTER_KINDS, { error: LedgerMessage.letterKindUnknown });

/** GET letters/{kind}/: the user's own `today` (the letter's date) and the reader's language (its words, dates and sums). */
export const ZLedgerLetterQuery = ZDeadlinesQuery.extend({ lang: ZAccountLanguage.optional() });
export type TLedgerLetterQuery = z.infer<typeof ZLedgerLetterQuery>;

/** A letter with what the records answer filled in and what they lack left as [Placeholders]. */
export const ZLedgerLetter = z.object({
  kind: ZLedgerLetterKind,
  subject: z.string(),
  body: z.string(),
  /** The placeholders still to fill, subject first, each once. */
  unfilled: z.array(z.string()),
  /** The adjuster's address from the claim details, for Open in e-mail; null when not recorded. */
  adjuster_email: z.string().nullable(),
  /** The language the letter is written in (the page's, else the account's). */
  language: z.enum(TEMPLATE_LANGUAGES),
});
export type TLedgerLetter = z.infer<typeof ZLedgerLetter>;

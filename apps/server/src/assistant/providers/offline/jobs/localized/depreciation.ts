import { letterDate, letterMoney, toAdjusterIn, type Amount } from '@benji/shared';
import { latestAmount } from '../../../../facts/claim-facts';
import type { JobInput } from '../../composers';
import { holdbackWords } from '../../languages/holdback-words';
import { letterWords, type LetterLanguage } from '../../languages/letter-words';
import { renderLocalizedDraft } from '../../letters/localized-draft';
import { finalCosts } from '../depreciation';
import { holdbackWindow, type PolicyWindow } from '../holdback-window';

/** The policy's time limit to collect the holdback, quoted as written, with its last day for this loss. */
export function windowNoteIn(language: LetterLanguage, window: PolicyWindow | null, lossDate: string | null): string {
  const words = holdbackWords(language);
  const date = (day: string) => letterDate(day, letterWords(language).templates);
  if (!window) return words.noWindowNote;
  return words.windowNote(
    window.page,
    window.wording,
    window.lastDay && lossDate ? { loss: date(lossDate), day: date(window.lastDay) } : null,
  );
}

/**
 * depreciation in French or Spanish: the same request to release the holdback, from the same
 * facts (the payment and the holdback on record, the final cost, the policy's time limit and its
 * last day for this loss), the policy's wording quoted as written.
 */
export function depreciationIn(language: LetterLanguage, { facts, context }: JobInput): string {
  const words = holdbackWords(language);
  const { templates } = letterWords(language);
  const money = (amount: Pick<Amount, 'value' | 'text'>) => letterMoney(amount, templates);
  const date = (day: string) => letterDate(day, templates);
  const holdback = latestAmount(facts, 'holdback');
  const payment = latestAmount(facts, 'payment');
  const lossDate = facts.claim?.dateOfIncident ?? null;
  const window = holdbackWindow(context.passages, lossDate);
  const costs = finalCosts(facts);
  const cost =
    costs.length === 0
      ? null
      : costs.length === 1
        ? money(costs[0]!)
        : `${money({ value: costs.reduce((sum, amount) => sum + amount.value, 0), text: '' })} (${costs.map(money).join(' + ')})`;
  const body = toAdjusterIn(
    templates,
    words.body({
      payment: payment ? { amount: money(payment), on: payment.on ? date(payment.on) : null } : null,
      cost,
      window: window ? { page: window.page, lastDay: window.lastDay ? date(window.lastDay) : null } : null,
    }),
  );
  return renderLocalizedDraft(facts, language, {
    intro: words.intro(holdback ? { amount: money(holdback), on: holdback.on ? date(holdback.on) : null } : null),
    subject: words.subject,
    body: holdback ? body.replaceAll('[Amount Held Back]', money(holdback)) : body,
    notes: [windowNoteIn(language, window, lossDate)],
  });
}

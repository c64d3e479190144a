import { isWritten, type DiaryEntry } from '../diary/timeline';
import type { Amount, AmountKind } from '../money/amounts';
import { diaryAmounts } from '../money/diary-amounts';
import type { TemplateLanguage } from './languages';
import { letterDate, letterMoney } from './letter-format';
import type { Placeholder } from './placeholders';

type Values = Partial<Record<Placeholder, string>>;

const latest = <T>(items: readonly T[], test: (item: T) => boolean): T | undefined => items.filter(test).at(-1);

/**
 * The newest amount of one role and, when the insurer's own event gave it, that event's date. An
 * offer the user only mentions in their own message ("I turned down their $12,150") has a sum on
 * record but not the date the insurer made it, so the date slot stays for the user.
 */
function latestAmount(events: readonly DiaryEntry[], kind: AmountKind): { amount: Amount; on: string | null } | null {
  const found = events
    .flatMap((event) => diaryAmounts(event).map((amount) => ({ amount, event })))
    .filter(({ amount }) => amount.kind === kind);
  const last = found.at(-1);
  if (!last) return null;
  return { amount: last.amount, on: last.event.direction === 'from_insurer' ? last.event.occurred_on : null };
}

/**
 * What the claim's diary says for the letters' dates and amounts. `events` are oldest first and
 * none later than today. Each slot takes only a fact of its own role: the offer slot an amount the
 * record reads as an offer (never a payment or a comparable's price), the denial letter's date a
 * denial received in writing, the last contact a message the user sent. Dates and sums are
 * written as a letter in `language` writes them.
 */
export function diaryValues(events: readonly DiaryEntry[], language: TemplateLanguage = 'en'): Values {
  const lastSent = latest(events, (event) => event.direction === 'to_insurer');
  const conversation = latest(events, (event) => event.kind !== 'note' && (event.channel === 'phone' || event.channel === 'in_person'));
  const denial = latest(events, (event) => event.kind === 'denial_received' && isWritten(event));
  const offer = latestAmount(events, 'offer');
  const payment = latestAmount(events, 'payment');
  const date = (on: string | null | undefined) => (on ? letterDate(on, language) : undefined);
  return {
    'Date of Last Contact': date(lastSent?.occurred_on),
    'Date of Conversation': date(conversation?.occurred_on),
    'Denial Letter Date': date(denial?.occurred_on),
    'Offer Amount': offer ? letterMoney(offer.amount, language) : undefined,
    'Offer Date': date(offer?.on),
    'Payment Amount': payment ? letterMoney(payment.amount, language) : undefined,
    'Payment Date': date(payment?.on),
  };
}

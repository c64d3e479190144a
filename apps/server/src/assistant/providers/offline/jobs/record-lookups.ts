import { distinctSums, formatDollars, ledgerTotals, type Amount, type TLedgerEntry } from '@benji/shared';
import type { DatedEvent, Facts } from '../../../facts/claim-facts';
import { GENERIC_TERMS } from '../../../retrieval/query-terms';
import { tokens } from '../../../retrieval/tokenize';
import { bullets, longDate, paragraphs } from '../format';

// Questions the claim's own records answer: what has been paid, offered or held back, and when
// something happened. Each answer quotes the diary with its date; what the diary does not hold is
// said to be unknown, never filled with the nearest date or amount.

/** The roles money has on the record, in the order an answer lists them. */
export const MONEY_ROLES = ['payment', 'offer', 'holdback', 'deductible'] as const;
export type MoneyRole = (typeof MONEY_ROLES)[number];

const ROLE_LABELS: Record<MoneyRole, [label: string, none: string]> = {
  payment: ['Paid to you', 'no payment'],
  offer: ['Offered', 'no offer'],
  holdback: ['Held back (recoverable depreciation)', 'no amount held back'],
  deductible: ['Deductible', 'no deductible'],
};

/** The sums of one role the diary records: every payment, else the latest; a total where payments add up. */
export interface RoleOnRecord {
  role: MoneyRole;
  shown: Amount[];
  total: number | null;
}

/** The money the claim diary records, by role, and the roles it records nothing for. */
export function diaryMoney(facts: Facts): { found: RoleOnRecord[]; absent: MoneyRole[] } {
  const found: RoleOnRecord[] = [];
  const absent: MoneyRole[] = [];
  for (const role of MONEY_ROLES) {
    const amounts = distinctSums(facts.amounts.filter((amount) => amount.kind === role && amount.source === 'diary'));
    if (amounts.length === 0) absent.push(role);
    else if (role === 'payment')
      found.push({ role, shown: amounts, total: amounts.length > 1 ? amounts.reduce((sum, amount) => sum + amount.value, 0) : null });
    else found.push({ role, shown: amounts.slice(-1), total: null });
  }
  return { found, absent };
}

const dated = (amount: Amount) => `${amount.text}${amount.on ? ` (${longDate(amount.on)})` : ''}`;

const dollars = (cents: number) => formatDollars(cents / 100);

/** The ledger's totals, and what is still to come: the holdback and living expenses not yet repaid. */
function ledgerLines(ledger: readonly TLedgerEntry[]): string | null {
  if (ledger.length === 0) return null;
  const totals = ledgerTotals(ledger);
  const { incurred_cents: incurred, reimbursed_cents: reimbursed, outstanding_cents: outstanding } = totals.living_expenses;
  const lines = [
    `Paid to you so far: ${dollars(totals.paid_to_date_cents)}`,
    totals.held_back_cents > 0 ? `Still held back (recoverable depreciation): ${dollars(totals.held_back_cents)}` : null,
    incurred > 0 ? `Living expenses: ${dollars(incurred)} spent, ${dollars(reimbursed)} reimbursed` : null,
    totals.deductible_cents > 0 ? `Deductible: ${dollars(totals.deductible_cents)}` : null,
    totals.awaiting_endorsement_cents > 0
      ? `Cheques awaiting a co-payee's endorsement: ${dollars(totals.awaiting_endorsement_cents)}`
      : null,
  ].filter((line): line is string => line !== null);
  const toCome = [
    totals.held_back_cents > 0 ? `the ${dollars(totals.held_back_cents)} held back, once the work is done and invoiced` : null,
    outstanding > 0 ? `the ${dollars(outstanding)} of living expenses not yet reimbursed` : null,
  ].filter((part): part is string => part !== null);
  return paragraphs(
    '**On your claim’s payments ledger**',
    bullets(lines),
    toCome.length > 0 ? `Still to claim: ${toCome.join('; and ')}.` : null,
  );
}

/** The money on the claim's record, by what it is, with dates; what the diary does not record is said so. */
export function moneyOnRecord(facts: Facts): string {
  const ledger = ledgerLines(facts.claim?.ledger ?? []);
  const { found, absent } = diaryMoney(facts);
  const lines = found.map(
    ({ role, shown, total }) =>
      `${ROLE_LABELS[role][0]}: ${shown.map(dated).join(' + ')}${total !== null ? ` = ${formatDollars(total)}` : ''}`,
  );
  if (ledger && lines.length === 0) return ledger;
  return paragraphs(
    ledger,
    ledger ? '**In your claim diary**' : '**Money on your claim record**',
    lines.length > 0 ? bullets(lines) : null,
    absent.length > 0
      ? `Your claim diary records ${absent.map((role) => ROLE_LABELS[role][1]).join(', ')}${lines.length > 0 ? '' : ' yet'}.`
      : null,
    'If the insurer paid or wrote something the diary does not show, log it with its date and amount, and every letter I draft will use it.',
  );
}

// Words of a "when did…" question that say nothing of what happened.
const QUESTION_WORDS = new Set(
  tokens('when what day date did was were have has they them their the insurer adjuster company we i my our me you').map(
    (token) => token.term,
  ),
);

/** The diary entries a question names: those sharing the most of its words, best first. */
function entriesNamed(question: string, events: readonly DatedEvent[]): DatedEvent[] {
  const asked = tokens(question)
    .map((token) => token.term)
    .filter((term) => !QUESTION_WORDS.has(term) && !GENERIC_TERMS.has(term));
  if (asked.length === 0) return [];
  const scored = events
    .map((event) => {
      const terms = new Set(tokens(event.summary).map((token) => token.term));
      return { event, shared: asked.filter((term) => terms.has(term)).length };
    })
    .filter(({ shared }) => shared > 0)
    .sort((a, b) => b.shared - a.shared || b.event.occurred_on.localeCompare(a.event.occurred_on));
  const best = scored[0]?.shared ?? 0;
  return scored.filter(({ shared }) => shared === best).map(({ event }) => event);
}

/** The diary entries a "when did…" question names, at most three: none when the diary does not say. */
export const entriesAsked = (question: string, facts: Facts): DatedEvent[] => entriesNamed(question, facts.events).slice(0, 3);

/** When what the question names happened, from the diary, or that the diary does not say. */
export function whenItHappened(question: string, facts: Facts): string {
  const found = entriesAsked(question, facts);
  if (found.length === 0)
    return paragraphs(
      '**Your claim diary does not say.** No entry in it speaks of that, so I cannot tell when it happened.',
      'If you have the e-mail, letter or receipt, log it in the claim diary with its date: the insurer’s legal time limits are counted from those dates.',
    );
  return paragraphs(
    '**From your claim diary:**',
    bullets(found.map((event) => `${longDate(event.occurred_on)} — ${event.summary}`)),
    found.length > 1 ? 'Tell me which one you mean if it is not the first.' : null,
  );
}

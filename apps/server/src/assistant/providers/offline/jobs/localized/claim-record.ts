import { ledgerTotals, type Amount, type TLedgerEntry } from '@benji/shared';
import type { Facts } from '../../../../facts/claim-facts';
import { asksWhatWasPaid, asksWhenItHappened } from '../../../../understanding/question-form';
import { bullets, paragraphs } from '../../format';
import { claimStatusWords } from '../../languages/claim-status-words';
import { letterWords, type LetterLanguage } from '../../languages/letter-words';
import { recordWords, type RecordLabel, type RecordWords } from '../../languages/record-words';
import { recordLines } from '../claim-record';
import { diaryMoney, entriesAsked } from '../record-lookups';
import { writerFor, type Writer } from './writer';

// The answers the user's own records give (claim-record.ts, record-lookups.ts) in French or
// Spanish, from the same facts. Null for a claim kind or status with no name in the language yet.

function recordIn(facts: Facts, words: RecordWords, writer: Writer): string | null {
  const record = recordLines(facts);
  if (!record) return words.noClaim;
  const { colon } = letterWords(writer.language);
  const line = (label: RecordLabel, value: string | null) => `- ${words.labels[label]}${colon} ${value ?? words.notOnRecord}`;
  const { claim } = record;
  const type = claim && writer.claimType(claim);
  const status = claim?.status.trim() ? claimStatusWords(writer.language).statuses[claim.status] : null;
  if (claim && (!type || (claim.status.trim() && !status))) return null;
  const lines = [
    line('insurer', record.insurer),
    line('claimNumber', record.claimNumber),
    line('policyNumber', record.policyNumber),
    line('adjuster', record.adjuster),
    ...(claim ? [line('loss', `${type}, ${writer.date(claim.dateOfIncident)}`), line('status', status ?? null)] : []),
  ];
  return paragraphs(words.recordHeading, lines.join('\n'), record.missing ? words.addMissing : null);
}

function ledgerIn(ledger: readonly TLedgerEntry[], words: RecordWords, writer: Writer): string | null {
  if (ledger.length === 0) return null;
  const totals = ledgerTotals(ledger);
  const money = (cents: number) => writer.money(cents / 100);
  const { incurred_cents: incurred, reimbursed_cents: reimbursed, outstanding_cents: outstanding } = totals.living_expenses;
  const lines = [
    words.ledger.paidSoFar(money(totals.paid_to_date_cents)),
    totals.held_back_cents > 0 ? words.ledger.stillHeldBack(money(totals.held_back_cents)) : null,
    incurred > 0 ? words.ledger.livingExpenses(money(incurred), money(reimbursed)) : null,
    totals.deductible_cents > 0 ? words.ledger.deductible(money(totals.deductible_cents)) : null,
    totals.awaiting_endorsement_cents > 0 ? words.ledger.awaitingEndorsement(money(totals.awaiting_endorsement_cents)) : null,
  ].filter((line): line is string => line !== null);
  const toCome = [
    totals.held_back_cents > 0 ? words.toCome.heldBack(money(totals.held_back_cents)) : null,
    outstanding > 0 ? words.toCome.livingExpenses(money(outstanding)) : null,
  ].filter((part): part is string => part !== null);
  return paragraphs(words.ledgerHeading, bullets(lines), toCome.length > 0 ? words.stillToClaim(toCome) : null);
}

/** moneyOnRecord() in the language: the ledger's totals, then the diary's sums by role, and the roles it records nothing for. */
function moneyIn(facts: Facts, words: RecordWords, writer: Writer): string {
  const ledger = ledgerIn(facts.claim?.ledger ?? [], words, writer);
  const { found, absent } = diaryMoney(facts);
  const { colon } = letterWords(writer.language);
  const dated = (amount: Amount) => `${writer.money(amount.value)}${amount.on ? ` (${writer.date(amount.on)})` : ''}`;
  const lines = found.map(
    ({ role, shown, total }) =>
      `${words.roles[role]}${colon} ${shown.map(dated).join(' + ')}${total !== null ? ` = ${writer.money(total)}` : ''}`,
  );
  if (ledger && lines.length === 0) return ledger;
  return paragraphs(
    ledger,
    ledger ? words.diaryHeading : words.moneyHeading,
    lines.length > 0 ? bullets(lines) : null,
    absent.length > 0
      ? words.diaryRecordsNone(
          absent.map((role) => words.none[role]),
          lines.length === 0,
        )
      : null,
    words.logMoney,
  );
}

/** whenItHappened() in the language: the diary entries the question names, quoted as written. */
function whenIn(question: string, facts: Facts, words: RecordWords, writer: Writer): string {
  const found = entriesAsked(question, facts);
  if (found.length === 0) return paragraphs(words.diaryDoesNotSay, words.logWithDate);
  return paragraphs(
    words.fromDiary,
    bullets(found.map((event) => `${writer.date(event.occurred_on)} — ${writer.quoted(event.summary)}`)),
    found.length > 1 ? words.whichOne : null,
  );
}

/** The claim_record job in French or Spanish: what was paid, when something happened, or the record itself, as in English. */
export function claimRecordIn(language: LetterLanguage, text: string, facts: Facts): string | null {
  const words = recordWords(language);
  const writer = writerFor(language);
  if (asksWhatWasPaid(text)) return moneyIn(facts, words, writer);
  if (asksWhenItHappened(text)) return whenIn(text, facts, words, writer);
  return recordIn(facts, words, writer);
}

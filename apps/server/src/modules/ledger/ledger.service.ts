import {
  ClaimMessage,
  LEDGER_ENTRIES_MAX,
  LedgerMessage,
  ZLedgerEntryInput,
  ledgerSuggestions,
  ledgerTotals,
  type TLedgerEntry,
  type TLedgerSuggestions,
  type TLedgerEntryChanges,
  type TLedgerEntryValues,
  type TLedgerList,
} from '@benji/shared';
import type { Db } from '../../db/client';
import { fieldError, notFound, refusal } from '../../lib/domain-error';
import { parseFields } from '../../lib/validate';
import { getClaim, touchClaim } from '../claims/claims.service';
import { listDiary } from '../diary/diary.service';
import * as repo from './ledger.repository';
import { toColumns, toLedgerEntry, toValues } from './ledger-values';

// No amount on a claim is paid, held or owed before the loss; a date before it is a typo.
async function checkAgainstClaim(db: Db, userId: number, claimId: number, entry: TLedgerEntryValues): Promise<void> {
  const { dateOfIncident } = await getClaim(db, userId, claimId);
  if (entry.occurred_on < dateOfIncident) throw fieldError('occurred_on', LedgerMessage.dateBeforeIncident(dateOfIncident));
}

export async function listLedger(db: Db, userId: number, claimId: number): Promise<TLedgerList> {
  await getClaim(db, userId, claimId);
  const entries = await entriesOfClaim(db, claimId);
  return { entries, totals: ledgerTotals(entries) };
}

/** One claim's ledger, unchecked: for a caller that has already found the claim to be the user's. */
export async function entriesOfClaim(db: Db, claimId: number): Promise<TLedgerEntry[]> {
  return (await repo.listEntries(db, claimId)).map(toLedgerEntry);
}

/** Every ledger of the user, by claim, each by date: what the assistant reads of the claim's money. */
export async function ledgersOfUser(db: Db, userId: number): Promise<Map<number, TLedgerEntry[]>> {
  const ledgers = new Map<number, TLedgerEntry[]>();
  for (const row of await repo.listEntriesOfUser(db, userId))
    ledgers.set(row.claimId, [...(ledgers.get(row.claimId) ?? []), toLedgerEntry(row)]);
  return ledgers;
}

/** The diary's amounts the ledger does not hold yet, for the user to add with a tap. */
export async function suggestFromDiary(db: Db, userId: number, claimId: number): Promise<TLedgerSuggestions> {
  const diary = await listDiary(db, userId, claimId);
  const entered = (await repo.listEntries(db, claimId)).map(toLedgerEntry);
  return { suggestions: ledgerSuggestions(diary, entered) };
}

/** Stores the entry under the claim's row lock, so two additions at once cannot both pass the cap. */
export async function addEntry(db: Db, userId: number, claimId: number, entry: TLedgerEntryValues): Promise<TLedgerEntry> {
  await checkAgainstClaim(db, userId, claimId, entry);
  const row = await db.transaction(async (tx) => {
    if (!(await touchClaim(tx, userId, claimId))) throw notFound(ClaimMessage.notFound);
    if ((await repo.countEntries(tx, claimId)) >= LEDGER_ENTRIES_MAX)
      throw refusal('conflict', LedgerMessage.tooManyEntries(LEDGER_ENTRIES_MAX));
    return repo.insertEntry(tx, claimId, toColumns(entry));
  });
  return toLedgerEntry(row);
}

/** Lays the changes over the stored entry; the result must pass every rule a new entry does. */
export async function changeEntry(
  db: Db,
  userId: number,
  claimId: number,
  entryId: number,
  changes: TLedgerEntryChanges,
): Promise<TLedgerEntry> {
  await getClaim(db, userId, claimId);
  const row = await db.transaction(async (tx) => {
    if (!(await touchClaim(tx, userId, claimId))) throw notFound(ClaimMessage.notFound);
    const existing = await repo.findEntry(tx, claimId, entryId);
    if (!existing) throw notFound(LedgerMessage.notFound);
    const changed = parseFields(ZLedgerEntryInput, { ...toValues(existing), ...changes });
    await checkAgainstClaim(tx, userId, claimId, changed);
    return repo.updateEntry(tx, claimId, entryId, toColumns(changed));
  });
  if (!row) throw notFound(LedgerMessage.notFound);
  return toLedgerEntry(row);
}

export async function removeEntry(db: Db, userId: number, claimId: number, entryId: number): Promise<void> {
  await getClaim(db, userId, claimId);
  await db.transaction(async (tx) => {
    if (!(await repo.deleteEntry(tx, claimId, entryId))) throw notFound(LedgerMessage.notFound);
    await touchClaim(tx, userId, claimId);
  });
}

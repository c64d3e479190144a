import { describe, expect, it } from 'vitest';
import type { LetterLine } from './figures';
import { releaseLetter } from './release-letter';
import { ENGLISH_LEDGER_LETTERS as ENGLISH } from './words/english';

const line = (kind: LetterLine['kind'], amount_cents: number, occurred_on: string, payee = '', note = ''): LetterLine => ({
  kind,
  amount_cents,
  occurred_on,
  payee,
  note,
});

describe('the release-of-depreciation letter', () => {
  it('states the ACV payment, the holdback and each contractor payment, each in its own role', () => {
    const { subject, body } = releaseLetter(
      [
        line('contractor_payment', 900_000, '2026-06-03', 'Bow Roofing', 'invoice 1043'),
        line('acv_payment', 1_200_000, '2026-05-10', 'Ana Ruiz'),
        line('depreciation_held_back', 350_000, '2026-05-10'),
        line('contractor_payment', 250_000, '2026-06-20'),
      ],
      ENGLISH,
    );
    expect(subject).toBe('Release of Recoverable Depreciation - Claim [Claim Number]');
    expect(body).toContain('You paid me $12,000 on May 10, 2026 on the actual cash value basis.');
    expect(body).toContain('You held back $3,500 on May 10, 2026 in recoverable depreciation');
    expect(body).toContain('- $9,000 to Bow Roofing on June 3, 2026 (invoice 1043)\n- $2,500 on June 20, 2026\nTotal paid: $11,500');
    expect(body).toContain('Please release the recoverable depreciation of $3,500 and confirm');
    // The day the work was finished is no payment's date.
    expect(body).toContain('the work was finished on [Date Work Was Completed]');
  });

  it('asks only for what is still held back once part has been released', () => {
    const { body } = releaseLetter(
      [line('depreciation_held_back', 500_000, '2026-05-10'), line('depreciation_released', 120_000, '2026-07-01')],
      ENGLISH,
    );
    expect(body).toContain('You have since released $1,200 on July 1, 2026, so $3,800 is still held back.');
    expect(body).toContain('Please release the recoverable depreciation of $3,800');
  });

  it('leaves a placeholder for each fact the ledger lacks, never the nearest other amount', () => {
    const { body } = releaseLetter(
      [line('contractor_payment', 900_000, '2026-06-03', 'Bow Roofing'), line('deductible', 100_000, '2026-05-10')],
      ENGLISH,
    );
    expect(body).toContain('You paid me [Actual Cash Value Paid] on the actual cash value basis.');
    expect(body).toContain('You held back [Amount Held Back] in recoverable depreciation');
    expect(body).toContain('Please release the recoverable depreciation of [Amount Held Back]');
    expect(body).not.toContain('$1,000');
    expect(body.match(/\$9,000/g)).toHaveLength(1);
  });

  it('asks the user to list the invoices when the ledger records no contractor payment', () => {
    const { body } = releaseLetter([line('acv_payment', 1_200_000, '2026-05-10')], ENGLISH);
    expect(body).toContain('I have paid for it as follows:\n[Invoices Paid: Contractor, Date, Amount]');
  });
});

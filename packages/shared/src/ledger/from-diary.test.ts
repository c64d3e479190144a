import { describe, expect, it } from 'vitest';
import type { DiaryEntry } from '../diary/timeline';
import { ledgerSuggestions } from './from-diary';

const event = (id: string, occurred_on: string, kind: DiaryEntry['kind'], summary: string): DiaryEntry => ({
  id,
  occurred_on,
  kind,
  direction: 'from_insurer',
  channel: 'letter',
  summary,
});

describe('ledger entries offered from the diary', () => {
  const diary = [
    event('1', '2026-03-02', 'payment_received', 'Cheque for $18,400 on actual cash value; $4,600 of depreciation held back'),
    event('2', '2026-03-09', 'note', 'Our deductible is $1,000 and the motel costs $140 a night'),
    event('3', '2026-04-01', 'payment_received', 'A further $2,250 arrived by transfer'),
  ];

  it('offers each amount the ledger keeps, in its role, with the day and the diary’s words', () => {
    expect(ledgerSuggestions(diary, []).map(({ kind, amount_cents, occurred_on }) => [kind, amount_cents, occurred_on])).toEqual([
      ['acv_payment', 1_840_000, '2026-03-02'],
      ['depreciation_held_back', 460_000, '2026-03-02'],
      ['deductible', 100_000, '2026-03-09'],
      ['other_payment', 225_000, '2026-04-01'],
    ]);
    expect(ledgerSuggestions(diary, [])[0]).toMatchObject({ diary_event_id: '1', note: diary[0]!.summary });
  });

  it('leaves out a rate, and what the ledger already holds on that day', () => {
    const entered = [{ kind: 'acv_payment' as const, amount_cents: 1_840_000, occurred_on: '2026-03-02' }];
    const offered = ledgerSuggestions(diary, entered);
    expect(offered.some((suggestion) => suggestion.amount_cents === 14_000)).toBe(false);
    expect(offered.map((suggestion) => suggestion.kind)).toEqual(['depreciation_held_back', 'deductible', 'other_payment']);
  });
});

import { describe, expect, it } from 'vitest';
import { repeatRequests } from './repeat-requests';
import { entry } from './test-support';

describe('repeat requests', () => {
  const events = [
    entry('documents_requested', '2026-03-05', { id: 'r1', items: ['Police report', 'Photos of damage'] }),
    entry('documents_sent', '2026-03-08', { items: ['Police Report'] }),
    entry('documents_requested', '2026-03-20', { id: 'r2', items: ['POLICE  report', 'Contractor invoice'] }),
    entry('documents_requested', '2026-04-02', { id: 'r3', items: ['photos of damage.', 'police report'] }),
  ];

  it('flags each document the insurer had already asked for, ignoring case, spaces and punctuation', () => {
    const result = repeatRequests(events);
    expect(result.map((r) => [r.eventId, r.hasRepeats])).toEqual([
      ['r1', false],
      ['r2', true],
      ['r3', true],
    ]);
    expect(result[1]?.items).toEqual([
      { item: 'POLICE  report', repeat: true, previouslyRequestedOn: ['2026-03-05'], firstRequestEventId: 'r1', lastSentOn: '2026-03-08' },
      { item: 'Contractor invoice', repeat: false, previouslyRequestedOn: [], firstRequestEventId: null, lastSentOn: null },
    ]);
    expect(result[2]?.items.map((i) => [i.item, i.previouslyRequestedOn])).toEqual([
      ['photos of damage.', ['2026-03-05']],
      ['police report', ['2026-03-05', '2026-03-20']],
    ]);
  });

  it('counts a second proof-of-loss request as a repeat, also of a document request naming it', () => {
    const result = repeatRequests([
      entry('documents_requested', '2026-03-01', { id: 'd', items: ['Proof of Loss'] }),
      entry('proof_of_loss_sent', '2026-03-10'),
      entry('proof_of_loss_requested', '2026-03-25', { id: 'p' }),
    ]);
    expect(result[1]).toMatchObject({ eventId: 'p', hasRepeats: true, items: [{ repeat: true, lastSentOn: '2026-03-10' }] });
  });

  it('ignores what the user asks of the insurer', () => {
    const ask = { direction: 'to_insurer' as const, items: ['Policy copy'] };
    expect(repeatRequests([entry('documents_requested', '2026-03-01', ask), entry('documents_requested', '2026-03-09', ask)])).toEqual([]);
  });
});

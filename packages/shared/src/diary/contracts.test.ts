import { describe, expect, it } from 'vitest';
import { ZCreateDiaryEventRequest, ZDiaryEvent, diaryPaths } from './contracts';

const valid = {
  id: 'e1',
  claim_id: 7,
  occurred_on: '2026-03-02',
  kind: 'documents_requested',
  direction: 'from_insurer',
  channel: 'letter',
  summary: 'Adjuster asked for the police report and photos.',
  items: ['Police report', 'Photos'],
};

function issuePaths(input: unknown): string[] {
  const result = ZDiaryEvent.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
}

describe('diary event schema', () => {
  it('accepts a complete event and trims the summary', () => {
    const parsed = ZDiaryEvent.parse({ ...valid, summary: '  Asked for papers.  ' });
    expect(parsed.summary).toBe('Asked for papers.');
  });

  it.each([
    ['a note with a direction', { kind: 'note', direction: 'to_insurer', channel: null, items: undefined }, 'direction'],
    ['an event without a direction', { direction: null }, 'direction'],
    [
      'a proof-of-loss request sent by the user',
      { kind: 'proof_of_loss_requested', direction: 'to_insurer', items: undefined },
      'direction',
    ],
    ['documents listed on a payment', { kind: 'payment_received', direction: 'from_insurer' }, 'items'],
    ['no channel on a letter', { channel: null }, 'channel'],
    ['an impossible date', { occurred_on: '2026-02-30' }, 'occurred_on'],
    ['a date with a time', { occurred_on: '2026-03-02T10:00:00Z' }, 'occurred_on'],
    ['an empty summary', { summary: '   ' }, 'summary'],
    ['a summary over 2000 characters', { summary: 'x'.repeat(2001) }, 'summary'],
    ['an empty document name', { items: ['Photos', ' '] }, 'items.1'],
    ['a claim id that is not a number', { claim_id: 'c1' }, 'claim_id'],
  ])('rejects %s', (_name, change, path) => {
    expect(issuePaths({ ...valid, ...change })).toContain(path);
  });

  it('lets the user ask the insurer for documents, and a note go without direction or channel', () => {
    expect(issuePaths({ ...valid, direction: 'to_insurer', items: ['Copy of the policy'] })).toEqual([]);
    expect(issuePaths({ ...valid, kind: 'note', direction: null, channel: null, items: undefined })).toEqual([]);
  });

  it('answers unknown kinds, directions and channels in words', () => {
    const result = ZCreateDiaryEventRequest.safeParse({ ...valid, kind: 'lunch', direction: 'sideways', channel: 'pigeon' });
    expect(result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['kind', 'Select what happened from the list.'],
      ['direction', 'Select to or from the insurer.'],
      ['channel', 'Select how it was sent: e-mail, phone, letter, portal or in person.'],
    ]);
  });

  it('puts the diary under my-claims/, beside the claim it belongs to', () => {
    expect(diaryPaths.events(12)).toBe('/api/my-claims/12/diary/');
    expect(diaryPaths.event(12, '40')).toBe('/api/my-claims/12/diary/40/');
    expect(diaryPaths.deadlines(12)).toBe('/api/my-claims/12/deadlines/');
  });

  it('takes create requests without id or claim', () => {
    const { id: _id, claim_id: _claim, ...request } = valid;
    expect(ZCreateDiaryEventRequest.safeParse(request).success).toBe(true);
    expect(ZCreateDiaryEventRequest.safeParse({ ...request, kind: 'inspection', direction: null }).success).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { diaryServerErrors, initialDiaryForm, toDiaryRequest, validateDiaryForm, withKind } from './diary-form-values';

const start = initialDiaryForm('2026-11-22');

describe('diary form', () => {
  it('gives a new kind its natural direction, and a note neither direction nor channel', () => {
    expect(withKind(start, 'acknowledgement_received')).toMatchObject({ direction: 'from_insurer', channel: 'email' });
    expect(withKind({ ...start, direction: 'to_insurer' }, 'documents_requested')).toMatchObject({ direction: 'from_insurer' });
    const note = withKind(start, 'note');
    expect(note).toMatchObject({ direction: null, channel: null });
    expect(withKind(note, 'inspection')).toMatchObject({ direction: 'from_insurer', channel: 'email' });
  });

  it('sends documents, one per line, only for kinds that list them', () => {
    const request = toDiaryRequest({ ...withKind(start, 'documents_requested'), summary: 'Asked', items: ' Police report \n\nPhotos\n' });
    expect(request).toEqual({
      occurred_on: '2026-11-22',
      kind: 'documents_requested',
      direction: 'from_insurer',
      channel: 'email',
      summary: 'Asked',
      items: ['Police report', 'Photos'],
    });
    expect(withKind({ ...start, kind: 'documents_sent', items: 'Photos' }, 'payment_received').items).toBe('');
    expect(toDiaryRequest({ ...start, summary: 'x' })).not.toHaveProperty('items');
  });

  it('checks what the server checks: a summary, no date after today or before the loss', () => {
    expect(validateDiaryForm(start, '2026-11-22', '2026-11-01')).toEqual({ summary: 'This field may not be blank.' });
    const filled = { ...start, summary: 'Reported it.' };
    expect(validateDiaryForm(filled, '2026-11-22', '2026-11-01')).toEqual({});
    expect(validateDiaryForm({ ...filled, occurred_on: '2026-11-23' }, '2026-11-22', '2026-11-01')).toEqual({
      occurred_on: 'The date cannot be in the future.',
    });
    expect(validateDiaryForm({ ...filled, occurred_on: '2026-10-31' }, '2026-11-22', '2026-11-01')).toEqual({
      occurred_on: 'The date cannot be before the date of incident (2026-11-01).',
    });
    expect(validateDiaryForm({ ...filled, occurred_on: '' }, '2026-11-22', '2026-11-01')).toEqual({
      occurred_on: 'Enter a real date as YYYY-MM-DD.',
    });
  });

  it("puts the server's field errors on the form's fields", () => {
    expect(diaryServerErrors({ 'items.1': ['This field may not be blank.'], summary: ['Too long'], detail: 'x' })).toEqual({
      items: 'This field may not be blank.',
      summary: 'Too long',
    });
  });
});

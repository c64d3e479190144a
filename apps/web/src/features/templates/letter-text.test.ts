import { describe, expect, it } from 'vitest';
import { fillLetter, letterForClipboard, unfilledWarning } from './letter-text';

describe('fillLetter', () => {
  it('fills subject and body and lists what is left once, subject first', () => {
    const letter = fillLetter(
      {
        subject: 'Claim [Claim Number] - Policy [Policy Number]',
        body: 'Dear [Adjuster Name],\nPolicy [Policy Number], claim [Claim Number].',
      },
      { 'Policy Number': 'HO-1' },
    );
    expect(letter.subject.text).toBe('Claim [Claim Number] - Policy HO-1');
    expect(letter.body.text).toBe('Dear [Adjuster Name],\nPolicy HO-1, claim [Claim Number].');
    expect(letter.unfilled).toEqual(['Claim Number', 'Adjuster Name']);
    expect(letter.filled).toEqual(['Policy Number']);
  });
});

describe('letterForClipboard', () => {
  it('puts the subject line first', () => {
    expect(letterForClipboard({ subject: 'Hello', body: 'Body' })).toBe('Subject: Hello\n\nBody');
  });
});

describe('unfilledWarning', () => {
  it('names one placeholder', () => {
    expect(unfilledWarning(['Claim Number'])).toBe('Copied. Fill in 1 placeholder before you send it: [Claim Number].');
  });

  it('names the first three and counts the rest', () => {
    expect(unfilledWarning(['A', 'B', 'C', 'D', 'E'])).toBe('Copied. Fill in 5 placeholders before you send it: [A], [B], [C] and 2 more.');
  });
});

import { describe, expect, it } from 'vitest';
import { blanksNamedIn } from './blank-names';
import { fillPlaceholders, listPlaceholders } from './fill';

describe('fillPlaceholders', () => {
  it('fills known placeholders and reports none left', () => {
    const result = fillPlaceholders('Claim [Claim Number] for [Your Full Name].', {
      'Claim Number': 'CL-123',
      'Your Full Name': 'Ada Lovelace',
    });
    expect(result.text).toBe('Claim CL-123 for Ada Lovelace.');
    expect(result.unfilled).toEqual([]);
  });

  it('fills every occurrence of a repeated placeholder', () => {
    const result = fillPlaceholders('[Claim Number] / [Claim Number] / [Claim Number]', { 'Claim Number': '42' });
    expect(result.text).toBe('42 / 42 / 42');
  });

  it('leaves vocabulary placeholders without a value as written and reports each once', () => {
    const result = fillPlaceholders('[Date]: [Policy Number], again [Policy Number]', { Date: 'March 3, 2026' });
    expect(result.text).toBe('March 3, 2026: [Policy Number], again [Policy Number]');
    expect(result.unfilled).toEqual(['Policy Number']);
  });

  it('leaves unknown bracketed text as it is and reports it', () => {
    const result = fillPlaceholders('See [Appendix B] and [Claim Number].', { 'Claim Number': '42' });
    expect(result.text).toBe('See [Appendix B] and 42.');
    expect(result.unfilled).toEqual(['Appendix B']);
  });

  it('treats empty and blank values as unknown', () => {
    const result = fillPlaceholders('[Your Phone] [Your Email]', { 'Your Phone': '', 'Your Email': '   ' });
    expect(result.text).toBe('[Your Phone] [Your Email]');
    expect(result.unfilled).toEqual(['Your Phone', 'Your Email']);
  });

  it('accepts a placeholder typed in another case or spacing', () => {
    const result = fillPlaceholders('[claim  number]', { 'Claim Number': '42' });
    expect(result.text).toBe('42');
  });

  it('does not re-scan inserted values', () => {
    const result = fillPlaceholders('[Your Full Name]', { 'Your Full Name': '[Claim Number]', 'Claim Number': '42' });
    expect(result.text).toBe('[Claim Number]');
    expect(result.unfilled).toEqual([]);
  });

  it('ignores empty brackets', () => {
    expect(fillPlaceholders('a [] b [ ] c', {})).toEqual({
      text: 'a [] b [ ] c',
      unfilled: [],
      segments: [{ text: 'a [] b [ ] c', filled: true }],
    });
  });

  it('splits the text into segments a screen can highlight', () => {
    const { segments } = fillPlaceholders('Dear [Adjuster Name],\nClaim [Claim Number]', { 'Claim Number': '42' });
    expect(segments).toEqual([
      { text: 'Dear ', filled: true },
      { text: '[Adjuster Name]', placeholder: 'Adjuster Name', filled: false },
      { text: ',\nClaim ', filled: true },
      { text: '42', placeholder: 'Claim Number', filled: true },
    ]);
  });
});

describe('blanks named in French and Spanish', () => {
  it('fills a blank under the language’s name from the same value, however it is typed', () => {
    const result = fillPlaceholders("[Numéro de réclamation] / [número de reclamo] / [Nom de l'expert en sinistre]", {
      'Claim Number': 'CL-9',
      'Adjuster Name': 'Sam Lee',
    });
    expect(result.text).toBe('CL-9 / CL-9 / Sam Lee');
  });

  it('lists an unfilled blank under the name its letter gives it, and marks it with the vocabulary’s key for its hint', () => {
    const result = fillPlaceholders('Police [numéro de police], [Fecha]', {});
    expect(result.unfilled).toEqual(['Numéro de police', 'Fecha']);
    expect(result.segments[1]).toEqual({ text: '[numéro de police]', placeholder: 'Policy Number', filled: false });
  });

  it('names a letter’s blanks in its language and leaves English and unknown names as written', () => {
    const text = '[Claim Number], [Final Cost], [Something Else]';
    expect(blanksNamedIn(text, 'fr-CA')).toBe('[Numéro de réclamation], [Coût final], [Something Else]');
    expect(blanksNamedIn(text, 'es-US')).toBe('[Número de reclamo], [Costo final], [Something Else]');
    expect(blanksNamedIn(text, 'en')).toBe(text);
  });
});

describe('listPlaceholders', () => {
  it('lists bracketed names once, in order of first appearance', () => {
    expect(listPlaceholders('[Date] [Claim Number] [Date] [Other]')).toEqual(['Date', 'Claim Number', 'Other']);
  });
});

import { describe, expect, it } from 'vitest';
import { insurerMonogram, MONOGRAM_COLOURS } from './insurer-monogram';

describe('insurerMonogram', () => {
  it('takes the initials of the words that name the insurer', () => {
    expect(insurerMonogram('State Farm').initials).toBe('SF');
    expect(insurerMonogram('Intact Insurance').initials).toBe('I');
    expect(insurerMonogram('The Co-operators General Insurance Company').initials).toBe('C');
    expect(insurerMonogram('Desjardins Assurances générales').initials).toBe('D');
    expect(insurerMonogram('Pacific Crest Insurance').initials).toBe('PC');
    expect(insurerMonogram('  allstate  ').initials).toBe('A');
    expect(insurerMonogram('Économique Mutual').initials).toBe('É');
  });

  it('falls back to the generic words when there is nothing else, and to no initials for a blank name', () => {
    expect(insurerMonogram('Mutual Insurance Company').initials).toBe('MI');
    expect(insurerMonogram('').initials).toBe('');
    expect(insurerMonogram(' — ').initials).toBe('');
  });

  it('gives a name the same colour every time, whatever its case and spacing', () => {
    expect(insurerMonogram('State Farm').colour).toBe(insurerMonogram('state  FARM').colour);
    expect(MONOGRAM_COLOURS).toContain(insurerMonogram('Aviva').colour);
    const names = [
      'State Farm',
      'Allstate',
      'Geico',
      'Progressive',
      'Intact Insurance',
      'Desjardins',
      'Aviva',
      'Wawanesa',
      'Economical',
      'Definity',
    ];
    expect(new Set(names.map((name) => insurerMonogram(name).colour)).size).toBeGreaterThan(4);
  });
});

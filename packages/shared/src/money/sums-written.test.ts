import { describe, expect, it } from 'vitest';
import { sumsWritten } from './sums-written';

const NBSP = '\u00A0';
const NARROW = '\u202F';
const values = (text: string) => sumsWritten(text).map((sum) => sum.value);

describe('sumsWritten', () => {
  it('reads English sums as before', () => {
    expect(values('Offer of $12,150, then $1,234.50 and $12k')).toEqual([12150, 1234.5, 12000]);
    expect(values('the roofer said 21,480 for the lot')).toEqual([21480]);
    expect(values('300 dollars, 1,500 bucks')).toEqual([300, 1500]);
    expect(values('$1.5k')).toEqual([1500]);
  });

  it('leaves numbers that are not money', () => {
    expect(values('1,200 sq ft, 42,000 km, 3 rooms, on 2026-03-04')).toEqual([]);
  });

  it('reads Québec French sums, grouped by any kind of space', () => {
    expect(values('Offre de 8 300 $')).toEqual([8300]);
    expect(values(`Offre de 8${NBSP}300,50${NBSP}$`)).toEqual([8300.5]);
    expect(values(`Chèque de 8${NARROW}300${NBSP}$ CA reçu`)).toEqual([8300]);
    expect(values('12 000$ et 8300 $ et 1 250 000 dollars')).toEqual([12000, 8300, 1250000]);
    expect(values('8 300 CAD')).toEqual([8300]);
    expect(values('15 k$')).toEqual([15000]);
  });

  it('reads a comma before one or two digits as the decimal mark, before three as thousands', () => {
    expect(values('8,5 $')).toEqual([8.5]);
    expect(values('8,50 $')).toEqual([8.5]);
    expect(values('1,500 $')).toEqual([1500]);
    expect(values('1,500')).toEqual([1500]);
  });

  it('reads US Spanish sums', () => {
    expect(values('una oferta de $8,300.50')).toEqual([8300.5]);
    expect(values('8,300 dólares y 450 dolares')).toEqual([8300, 450]);
    expect(values(`USD${NBSP}8,300.50`)).toEqual([8300.5]);
    expect(values('US$8,300')).toEqual([8300]);
    expect(values('$8.300 y 8.300,50 $')).toEqual([8300, 8300.5]);
    expect(values('unos 8 mil dólares')).toEqual([8000]);
  });

  it('does not take the dollar sign that starts the next sum', () => {
    expect(values('2 $500 cheques')).toEqual([500]);
  });

  it('does not join a year to the sum after it', () => {
    expect(values('le 3 mars 2026 300 $')).toEqual([300]);
  });
});

import { describe, expect, it } from 'vitest';
import { wrapLabel } from './wrap-label';

describe('wrapLabel', () => {
  it('breaks a label between words into lines no wider than asked', () => {
    expect(wrapLabel('Living expenses reimbursed', 16)).toEqual(['Living expenses', 'reimbursed']);
    expect(wrapLabel('Frais de subsistance remboursés', 16)).toEqual(['Frais de', 'subsistance', 'remboursés']);
    expect(wrapLabel('Deductible', 16)).toEqual(['Deductible']);
  });

  it('keeps a word longer than the width whole, on a line of its own', () => {
    expect(wrapLabel('Endossement extraordinairement long', 8)).toEqual(['Endossement', 'extraordinairement', 'long']);
  });
});

import { describe, expect, it } from 'vitest';
import { blankHintIn } from './blank-hints';
import { PLACEHOLDERS } from './placeholders';

describe('what goes in a blank, in the reader’s language', () => {
  it('says it in French and Spanish for every blank, and in English for English readers', () => {
    expect(blankHintIn('Claim Number', 'fr-CA')).toBe('Le numéro de réclamation que l’assureur vous a donné.');
    expect(blankHintIn('Claim Number', 'es')).toBe('El número de reclamo que le dio la aseguradora.');
    expect(blankHintIn('Claim Number', 'en-CA')).toBe('The claim number the insurer gave you.');
    for (const locale of ['fr-CA', 'es-US'])
      for (const placeholder of PLACEHOLDERS) expect(blankHintIn(placeholder, locale)).not.toBe(blankHintIn(placeholder, 'en-US'));
  });
});

import { describe, expect, it } from 'vitest';
import { claimName } from './claim-name';

const claim = (id: number, insurer: string, type: string, date: string) => ({
  id,
  insurance_company_name: insurer,
  type_of_claim: type,
  date_of_incident: date,
});

describe('claimName', () => {
  it('names a claim by insurer and kind, and adds the date of loss only to tell twins apart', () => {
    const roof = claim(1, 'Prairie General', 'Roof Damage / Storm', '2026-05-02');
    const car = claim(2, '', 'Car Theft', '2026-10-01');
    const laterRoof = claim(3, 'Prairie General', 'Roof Damage / Storm', '2026-09-14');
    expect(claimName(car, [roof, car])).toBe('Claim · Car Theft');
    expect(claimName(roof, [roof, car])).toBe('Prairie General · Roof Damage / Storm');
    expect(claimName(roof, [roof, car, laterRoof])).toBe('Prairie General · Roof Damage / Storm · 2026-05-02');
  });
});

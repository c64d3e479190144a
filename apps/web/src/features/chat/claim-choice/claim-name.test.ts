import { describe, expect, it } from 'vitest';
import { claimName, claimPickerName } from './claim-name';

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

  it('leads with the kind of loss in the picker, which a closed select cuts to its start', () => {
    const flood = claim(1, 'Prairie State Mutual Insurance Company', 'Basement Flood / Water Damage', '2026-11-06');
    const car = claim(2, 'Prairie State Mutual Insurance Company', 'Car Theft', '2026-10-01');
    const laterCar = claim(3, 'Prairie State Mutual Insurance Company', 'Car Theft', '2026-11-20');
    expect(claimPickerName(car, [flood, car])).toBe('Car Theft · Prairie State Mutual Insurance Company');
    expect(claimPickerName(flood, [flood, car])).toBe('Basement Flood / Water Damage · Prairie State Mutual Insurance Company');
    expect(claimPickerName(car, [flood, car, laterCar])).toBe('Car Theft · Prairie State Mutual Insurance Company · 2026-10-01');
    expect(claimPickerName(claim(4, '', 'Car Theft', '2026-10-01'), [])).toBe('Car Theft');
  });
});

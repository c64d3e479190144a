import { describe, expect, it } from 'vitest';
import { CANADIAN_PROVINCES, US_STATES } from '../claims/regions';
import { CANADIAN_REGULATORS } from './canadian-regulators';
import { COMPLAINT_CHECKLIST } from './complaint-checklist';
import { GENERAL_INSURANCE_OMBUDSERVICE } from './dispute-services';
import { CANADIAN_REGION_CODES, US_STATE_CODES } from './region-codes';
import { complaintRouteFor, regulatorFor } from './regulator-for';
import type { DisputeService, Regulator } from './types';
import { US_STATE_REGULATORS } from './us-state-regulators';

const everyEntry: [string, Regulator | DisputeService][] = [
  ...Object.entries(US_STATE_REGULATORS),
  ...Object.entries(CANADIAN_REGULATORS),
  ['GIO', GENERAL_INSURANCE_OMBUDSERVICE],
];

describe('regulators', () => {
  it('keeps its region codes equal to the ones the app offers', () => {
    expect([...US_STATE_CODES].sort()).toEqual(US_STATES.map((state) => state.code).sort());
    expect([...CANADIAN_REGION_CODES].sort()).toEqual(CANADIAN_PROVINCES.map((province) => province.code).sort());
  });

  it.each(US_STATES.map((state) => [state.code, state.name]))('has a regulator for %s (%s)', (code) => {
    expect(regulatorFor('United States', code)?.name).toBeTruthy();
  });

  it.each(CANADIAN_PROVINCES.map((province) => [province.code, province.name]))('has a regulator for %s (%s)', (code) => {
    expect(regulatorFor('Canada', code)?.name).toBeTruthy();
  });

  it.each(everyEntry)('%s: every address is https and well formed', (_code, entry) => {
    for (const url of [entry.website, entry.complaintPage].filter((value): value is string => value !== undefined)) {
      expect(url).toMatch(/^https:\/\/[a-z0-9.-]+\.[a-z]{2,}(\/\S*)?$/);
    }
  });

  it.each(everyEntry.filter(([, entry]) => entry.phone !== undefined))(
    '%s: the phone number is a North American number',
    (_code, entry) => {
      expect(entry.phone).toMatch(/^(1-)?\d{3}-\d{3}-\d{4}\b/);
    },
  );

  it('finds a region whatever its case or spacing, and nothing for a missing or foreign one', () => {
    expect(regulatorFor('United States', ' tx ')?.name).toBe('Texas Department of Insurance');
    expect(regulatorFor('Canada', 'qc')?.name).toBe('Autorité des marchés financiers (AMF)');
    expect(regulatorFor('United States', null)).toBeNull();
    expect(regulatorFor('United States', 'ON')).toBeNull();
    expect(regulatorFor('Canada', 'TX')).toBeNull();
  });

  it('sends Canadian complaints on to GIO, except in Québec where the AMF takes them', () => {
    expect(complaintRouteFor('Canada', 'ON')?.disputeService).toBe(GENERAL_INSURANCE_OMBUDSERVICE);
    expect(complaintRouteFor('Canada', 'QC')).toMatchObject({
      disputeService: null,
      regulator: { name: 'Autorité des marchés financiers (AMF)' },
    });
    expect(complaintRouteFor('United States', 'CA')).toMatchObject({ disputeService: null, checklist: COMPLAINT_CHECKLIST });
    expect(complaintRouteFor('Canada', null)).toBeNull();
  });

  it('asks for the papers a regulator needs to open a file', () => {
    const checklist = COMPLAINT_CHECKLIST.join(' ');
    for (const item of ['claim number', 'policy number', "insurer's full name", 'timeline', 'copies', 'outcome you want'])
      expect(checklist).toContain(item);
  });
});

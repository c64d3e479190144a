import { describe, expect, it } from 'vitest';
import { CLAIM_TYPE_GROUPS, CLAIM_TYPES } from './claim-types';
import { ZClaimDeleteRequest, ZClaimPatchRequest, ZClaimSubmitFields } from './contracts';
import { CANADIAN_PROVINCES, REGIONS, US_STATES } from './regions';

const valid = {
  type_of_claim: 'Basement Flood / Water Damage',
  description: 'The sump pump failed overnight.',
  date_of_incident: '2024-04-02',
  country_of_incident: 'Canada',
  city_of_incident: 'Ottawa',
};

function fieldErrors(schema: typeof ZClaimSubmitFields | typeof ZClaimPatchRequest | typeof ZClaimDeleteRequest, value: unknown) {
  const result = schema.safeParse(value);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('claim constants', () => {
  it('has the twelve claim types of the spec in three groups', () => {
    expect(CLAIM_TYPE_GROUPS.map((group) => [group.label, group.types.length])).toEqual([
      ['Auto', 4],
      ['Home', 5],
      ['Other property', 3],
    ]);
    expect(new Set(CLAIM_TYPES).size).toBe(12);
  });

  it('lists every state and DC, and every province and territory, once each', () => {
    expect(US_STATES).toHaveLength(51);
    expect(CANADIAN_PROVINCES).toHaveLength(13);
    for (const regions of Object.values(REGIONS)) {
      expect(new Set(regions.map((region) => region.code)).size).toBe(regions.length);
      expect(regions.every((region) => /^[A-Z]{2}$/.test(region.code))).toBe(true);
    }
  });
});

describe('ZClaimSubmitFields', () => {
  it('fills the optional fields and ignores the user field', () => {
    const parsed = ZClaimSubmitFields.parse({ ...valid, region: ' on ', user: '999' });
    expect(parsed).toMatchObject({ region: 'ON', insurance_company_name: '', policy_number: '', police_report_number: '' });
    expect(parsed.user).toBe('999');
  });

  it('answers every missing required field with the spec message', () => {
    expect(fieldErrors(ZClaimSubmitFields, {})).toEqual({
      type_of_claim: 'Type of claim is required',
      description: 'Please describe what happened',
      date_of_incident: 'Date of incident is required',
      country_of_incident: 'Country of incident is required',
      city_of_incident: 'City of incident is required',
    });
  });

  it('treats blanks as missing', () => {
    expect(fieldErrors(ZClaimSubmitFields, { ...valid, description: '  ', city_of_incident: '' })).toEqual({
      description: 'Please describe what happened',
      city_of_incident: 'City of incident is required',
    });
  });

  it('refuses a type, a country or a region off the lists', () => {
    expect(fieldErrors(ZClaimSubmitFields, { ...valid, type_of_claim: 'Boat Sinking' })).toEqual({
      type_of_claim: 'Select a claim type from the list.',
    });
    expect(fieldErrors(ZClaimSubmitFields, { ...valid, country_of_incident: 'Mexico' })).toEqual({
      country_of_incident: 'Country of incident must be United States or Canada.',
    });
    expect(fieldErrors(ZClaimSubmitFields, { ...valid, region: 'TX' })).toEqual({
      region: 'Select a state or province of the country of incident.',
    });
    expect(ZClaimSubmitFields.safeParse({ ...valid, country_of_incident: 'United States', region: 'tx' }).success).toBe(true);
  });

  it('reports a wrong region alongside other fields', () => {
    expect(fieldErrors(ZClaimSubmitFields, { ...valid, city_of_incident: '', region: 'ZZ' })).toEqual({
      city_of_incident: 'City of incident is required',
      region: 'Select a state or province of the country of incident.',
    });
  });
});

describe('ZClaimPatchRequest and ZClaimDeleteRequest', () => {
  it('needs a status or a region', () => {
    expect(fieldErrors(ZClaimPatchRequest, {})).toEqual({ '': 'Send a status or a region to change.' });
    expect(ZClaimPatchRequest.parse({ region: '' })).toEqual({ region: null });
    expect(fieldErrors(ZClaimPatchRequest, { status: 'Closed' })).toEqual({ status: 'Select a status: Active, Draft, Paid or Rejected.' });
  });

  it('accepts only confirm: true', () => {
    expect(ZClaimDeleteRequest.safeParse({ confirm: true }).success).toBe(true);
    for (const body of [{}, { confirm: false }, { confirm: 'true' }])
      expect(fieldErrors(ZClaimDeleteRequest, body)).toEqual({ confirm: 'Confirm the deletion to delete this claim.' });
  });
});

import type { Country } from '../deadlines/types';
import { CANADIAN_REGULATORS } from './canadian-regulators';
import { COMPLAINT_CHECKLIST } from './complaint-checklist';
import { GENERAL_INSURANCE_OMBUDSERVICE } from './dispute-services';
import { CANADIAN_REGION_CODES, US_STATE_CODES, type CanadianRegionCode, type UsStateCode } from './region-codes';
import type { ComplaintRoute, Regulator } from './types';
import { US_STATE_REGULATORS } from './us-state-regulators';

function normalised(region: string | null): string {
  return region?.trim().toUpperCase() ?? '';
}

function isUsState(code: string): code is UsStateCode {
  return (US_STATE_CODES as readonly string[]).includes(code);
}

function isCanadianRegion(code: string): code is CanadianRegionCode {
  return (CANADIAN_REGION_CODES as readonly string[]).includes(code);
}

/** The insurance regulator for a state or province ('TX', 'on'); null when the region is missing or not one of the country's. */
export function regulatorFor(country: Country, region: string | null): Regulator | null {
  const code = normalised(region);
  if (country === 'United States') return isUsState(code) ? US_STATE_REGULATORS[code] : null;
  return isCanadianRegion(code) ? CANADIAN_REGULATORS[code] : null;
}

/**
 * Where to take a complaint about a claim, in order: the regulator, and in Canada outside Québec
 * the General Insurance OmbudService. In Québec the AMF itself receives complaints once the
 * insurer has examined them.
 */
export function complaintRouteFor(country: Country, region: string | null): ComplaintRoute | null {
  const regulator = regulatorFor(country, region);
  if (!regulator) return null;
  const code = normalised(region);
  const disputeService = country === 'Canada' && code !== 'QC' ? GENERAL_INSURANCE_OMBUDSERVICE : null;
  return { regulator, disputeService, checklist: COMPLAINT_CHECKLIST };
}

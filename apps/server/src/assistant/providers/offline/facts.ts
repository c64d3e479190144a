import type { Placeholder } from '@benji/shared';
import { claimTypeFromText } from '../../claim-kinds';
import type { AssistantContext, ClaimContext } from '../../engine';
import { longDate } from './format';

/** The user's real details, gathered once per reply; blank strings where nothing is known. */
export interface Facts {
  today: string;
  userName: string;
  userEmail: string;
  userPhone: string;
  userAddress: string;
  insurer: string;
  adjusterName: string;
  adjusterEmail: string;
  adjusterPhone: string;
  claimNumber: string;
  policyNumber: string;
  policeReportNumber: string;
  /** The claim the message is most likely about, or null when the user has submitted none. */
  claim: ClaimContext | null;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The claim the conversation is about: the one whose kind the message describes, else the one
 * with the claim details' insurer, else the newest. Deterministic for the same context and message.
 */
export function currentClaim(context: AssistantContext, message: string): ClaimContext | null {
  const { claims, claimDetails } = context;
  const described = claims.length > 1 ? claimTypeFromText(message) : null;
  const named = described ? claims.find((claim) => claim.typeOfClaim === described) : undefined;
  if (named) return named;
  const byInsurer = claimDetails ? claims.find((claim) => claim.insuranceCompanyName && same(claim.insuranceCompanyName, claimDetails.insuranceCompanyName)) : undefined;
  return byInsurer ?? claims[0] ?? null;
}

export function gatherFacts(context: AssistantContext, message: string): Facts {
  const details = context.claimDetails;
  const claim = currentClaim(context, message);
  return {
    today: context.today,
    userName: context.user.fullName,
    userEmail: context.user.email,
    userPhone: context.user.phone,
    userAddress: context.user.address,
    insurer: details?.insuranceCompanyName || claim?.insuranceCompanyName || '',
    adjusterName: details?.adjusterName ?? '',
    adjusterEmail: details?.adjusterEmail ?? '',
    adjusterPhone: details?.adjusterPhoneNumber ?? '',
    claimNumber: details?.claimNumber ?? '',
    policyNumber: details?.policyNumber || claim?.policyNumber || '',
    policeReportNumber: details?.policeReportNumber || claim?.policeReportNumber || '',
    claim,
  };
}

export function lossLocation(claim: ClaimContext | null): string {
  if (!claim) return '';
  return [claim.city, claim.region, claim.country].filter(Boolean).join(', ');
}

/** Values for the template store's [Placeholder] vocabulary. */
export function placeholderValues(facts: Facts): Partial<Record<Placeholder, string>> {
  const { claim } = facts;
  return {
    'Your Full Name': facts.userName,
    'Your Address': facts.userAddress,
    'Your Phone': facts.userPhone,
    'Your Email': facts.userEmail,
    Date: longDate(facts.today),
    'Insurance Company': facts.insurer,
    'Adjuster Name': facts.adjusterName,
    'Claim Number': facts.claimNumber,
    'Policy Number': facts.policyNumber,
    'Date of Loss': claim ? longDate(claim.dateOfIncident) : '',
    'Loss Location': lossLocation(claim),
    'Type of Loss': claim?.typeOfClaim ?? '',
    'Description of Loss': claim?.description ?? '',
    'Date of Last Contact': claim?.lastContactOn ? longDate(claim.lastContactOn) : '',
  };
}

/** Dollar amounts written in a message, in order: '$12,500' and '12500 dollars' both count. */
export function moneyAmounts(message: string): string[] {
  const amounts: string[] = [];
  for (const match of message.matchAll(/\$\s?(\d{1,3}(?:,\d{3})+|\d+)(\.\d{2})?|(\d{1,3}(?:,\d{3})+|\d+)(\.\d{2})?\s?(?:dollars|usd|cad)\b/gi)) {
    const whole = (match[1] ?? match[3] ?? '').replace(/,/g, '');
    const cents = match[2] ?? match[4] ?? '';
    amounts.push(`$${Number(whole).toLocaleString('en-US')}${cents}`);
  }
  return amounts;
}

import { daysBetween } from '@benji/shared';
import type { Facts } from '../../../facts/claim-facts';
import { bullets } from '../format';

/** A claim this young, with this little in its diary, still needs its file built. */
const FRESH_DAYS = 45;
const FRESH_EVENTS = 3;

// "ran a red", "rear-ended me", "the other driver hit me": the description says someone else caused it.
const OTHER_DRIVER_AT_FAULT =
  /\b(?:ran (?:a|the) (?:red|stop)|rear-?ended|t-?boned|hit me|hit my|crashed into (?:me|my)|other driver|at fault|drunk driver|was hit)\b/i;

export function isFreshClaim(facts: Facts): boolean {
  const lossDate = facts.claim?.dateOfIncident;
  return !!lossDate && daysBetween(lossDate, facts.today) <= FRESH_DAYS && facts.events.length <= FRESH_EVENTS;
}

/** The claim's description or the message says another driver caused the loss. */
export const otherDriverAtFault = (facts: Facts, message: string) =>
  OTHER_DRIVER_AT_FAULT.test(`${facts.claim?.description ?? ''} ${message}`);

function autoSteps(facts: Facts, message: string): string[] {
  const report = facts.policeReportNumber;
  const atFault = otherDriverAtFault(facts, message);
  return [
    report
      ? `Police report ${report} is on file: send the adjuster a copy or the number in writing.`
      : 'Get the police report number and add it in Claim Details, then send it to the adjuster.',
    'Photograph the damage, the scene and the other driver’s licence, plate and insurance card, if you have not already.',
    'Get a repair estimate from a shop you choose; the insurer may also send its own appraiser.',
    'If your car cannot be driven, ask whether your policy pays for a rental and how much a day, and keep every receipt.',
    atFault
      ? 'The other driver appears to be at fault: you can claim against their insurer directly, or let your insurer pay and recover from them (subrogation), which is how your deductible can come back to you.'
      : null,
    'Log every call, e-mail and letter in your claim diary with its date: the insurer’s legal time limits start from those events.',
  ].filter((step): step is string => !!step);
}

function propertySteps(): string[] {
  return [
    'Prevent further damage (tarps, water removal, boarding up) and keep every receipt: reasonable costs are part of the claim.',
    'Photograph and film the damage before anything is removed, and keep damaged items until the adjuster has seen them.',
    'Make a list of damaged property with its age, cost and receipts or photos that show you owned it.',
    'Get a repair estimate from a contractor you choose.',
    'If you cannot live at home, keep hotel, meal and mileage receipts: that is additional living expense ("ask for my living expenses").',
    'Log every call, e-mail and letter in your claim diary with its date: the insurer’s legal time limits start from those events.',
  ];
}

/** The file a new claim needs in its first weeks, for its kind of loss: police report, photos, estimates, rental or living costs, the diary. */
export function firstWeeksSteps(facts: Facts, message: string): string | null {
  if (!isFreshClaim(facts)) return null;
  const steps = facts.claim?.category === 'auto' ? autoSteps(facts, message) : propertySteps();
  return `**In the first weeks of your claim**\n${bullets(steps)}`;
}

import type { Facts } from '../../../facts/claim-facts';
import { longDate } from '../format';

// "Who is my adjuster?", "what's my claim number again": the answer is a line of the user's own
// record, not a status report. What the record lacks is said to be missing, never guessed.

/** One record line, or what to add where when the record has no value. */
const line = (label: string, value: string | null | undefined) => `- ${label}: ${value?.trim() ? value.trim() : 'not on your record yet'}`;

export function claimRecord(facts: Facts): string {
  const claim = facts.claim;
  if (!claim && !facts.insurer)
    return 'You have no claim in Benji yet. Submit your claim on the dashboard and add your insurer, claim number and adjuster in **Claim Details**, and I will keep them for you.';
  const adjuster = [facts.adjusterName, facts.adjusterPhone, facts.adjusterEmail].filter((part) => part.trim()).join(', ');
  const lines = [
    line('Insurer', facts.insurer),
    line('Claim number', facts.claimNumber),
    line('Policy number', facts.policyNumber),
    line('Adjuster', adjuster),
    ...(claim ? [line('Loss', `${claim.typeOfClaim}, ${longDate(claim.dateOfIncident)}`), line('Status', claim.status)] : []),
  ];
  const missing = !facts.claimNumber || !facts.adjusterName || !facts.insurer;
  return [
    '**Your claim record**',
    lines.join('\n'),
    missing ? 'Add what is missing in **Claim Details** on this page; every letter I draft fills it in from there.' : null,
  ]
    .filter(Boolean)
    .join('\n\n');
}

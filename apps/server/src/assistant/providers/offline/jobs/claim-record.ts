import type { ClaimContext } from '../../../engine';
import type { Facts } from '../../../facts/claim-facts';
import { longDate } from '../format';

// "Who is my adjuster?", "what's my claim number again": the answer is a line of the user's own
// record, not a status report. What the record lacks is said to be missing, never guessed.

/** The record's lines as facts, apart from the sentences that say them: null is a value the record lacks. */
export interface RecordLines {
  insurer: string | null;
  claimNumber: string | null;
  policyNumber: string | null;
  /** The adjuster's name, phone and e-mail, those the record has. */
  adjuster: string | null;
  claim: ClaimContext | null;
  /** The details every letter fills in are not all there. */
  missing: boolean;
}

const given = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/** The user's record, or null when there is no claim and no insurer to show. */
export function recordLines(facts: Facts): RecordLines | null {
  if (!facts.claim && !facts.insurer) return null;
  return {
    insurer: given(facts.insurer),
    claimNumber: given(facts.claimNumber),
    policyNumber: given(facts.policyNumber),
    adjuster: given([facts.adjusterName, facts.adjusterPhone, facts.adjusterEmail].filter((part) => part.trim()).join(', ')),
    claim: facts.claim,
    missing: !facts.claimNumber || !facts.adjusterName || !facts.insurer,
  };
}

/** One record line, or what to add where when the record has no value. */
const line = (label: string, value: string | null) => `- ${label}: ${value ?? 'not on your record yet'}`;

export function claimRecord(facts: Facts): string {
  const record = recordLines(facts);
  if (!record)
    return 'You have no claim in Benji yet. Submit your claim on the dashboard and add your insurer, claim number and adjuster in **Claim Details**, and I will keep them for you.';
  const { claim } = record;
  const lines = [
    line('Insurer', record.insurer),
    line('Claim number', record.claimNumber),
    line('Policy number', record.policyNumber),
    line('Adjuster', record.adjuster),
    ...(claim ? [line('Loss', `${claim.typeOfClaim}, ${longDate(claim.dateOfIncident)}`), line('Status', given(claim.status))] : []),
  ];
  return [
    '**Your claim record**',
    lines.join('\n'),
    record.missing ? 'Add what is missing in **Claim Details** on this page; every letter I draft fills it in from there.' : null,
  ]
    .filter(Boolean)
    .join('\n\n');
}

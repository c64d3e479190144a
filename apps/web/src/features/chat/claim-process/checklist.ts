import type { TClaimUpload } from '@benji/shared';
import type { ClaimDetailField, ClaimDetailValues } from '../claim-details/claim-details-values';

export interface ChecklistItem {
  label: string;
  done: boolean;
}

const TEXT_ITEMS: readonly [ClaimDetailField, string][] = [
  ['insurance_company_name', 'Insurance company'],
  ['policy_number', 'Policy number'],
  ['police_report_number', 'Police report number'],
  ['adjuster_name', 'Adjuster name'],
  ['adjuster_phone_number', 'Adjuster phone'],
  ['adjuster_email', 'Adjuster e-mail'],
  ['add_claim_number', 'Claim number'],
];

/**
 * 'Your Claim Process' (spec 2.8): the eight items, ticked as the user types. The form always
 * starts from the saved values, so the live values are what the user sees; the policy counts
 * when a PDF is chosen or already saved.
 */
export function claimChecklist(values: ClaimDetailValues, chosenFile: File | null, upload: TClaimUpload | null): ChecklistItem[] {
  return [
    ...TEXT_ITEMS.map(([field, label]) => ({ label, done: values[field].trim() !== '' })),
    { label: 'Policy uploaded', done: chosenFile !== null || (upload?.files_metadata.length ?? 0) > 0 },
  ];
}

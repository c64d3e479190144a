import type { TClaimUpload } from '@benji/shared';
import type { ClaimDetailField, ClaimDetailValues } from '../claim-details/claim-details-values';
import { i18n } from '../../../i18n/i18n';

export interface ChecklistItem {
  label: string;
  done: boolean;
}

/** The spec's order, which is not the form's: the adjuster's e-mail before the claim number. */
const TEXT_ITEMS: readonly ClaimDetailField[] = [
  'insurance_company_name',
  'policy_number',
  'police_report_number',
  'adjuster_name',
  'adjuster_phone_number',
  'adjuster_email',
  'add_claim_number',
];

/**
 * 'Your Claim Process' (spec 2.8): the eight items, ticked as the user types. The form always
 * starts from the saved values, so the live values are what the user sees; the policy counts
 * when a PDF is chosen or already saved.
 */
export function claimChecklist(values: ClaimDetailValues, chosenFile: File | null, upload: TClaimUpload | null): ChecklistItem[] {
  return [
    ...TEXT_ITEMS.map((field) => ({ label: i18n.t(`chat:process.items.${field}`), done: values[field].trim() !== '' })),
    { label: i18n.t('chat:process.items.policy'), done: chosenFile !== null || (upload?.files_metadata.length ?? 0) > 0 },
  ];
}

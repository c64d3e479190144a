import {
  composeLedgerLetter,
  fillPlaceholders,
  recordValues,
  type TemplateLanguage,
  type TLedgerLetter,
  type TLedgerLetterKind,
} from '@benji/shared';
import type { UserRow } from '../../db/schema';
import { toClaimView } from '../claims/claim-view';
import { getClaim } from '../claims/claims.service';
import { listDiary } from '../diary/diary.service';
import { findDetailsOfClaim } from '../uploads/uploads.service';
import { entriesOfClaim } from './ledger.service';
import { ledgerPolicyTerms, type PolicyTermsDeps } from './policy-terms.service';

/**
 * One of the money page's letters for the user's claim: composed from its ledger (each figure in
 * its role), then filled from the claim record as the template store fills its letters (shared
 * recordValues). What neither holds stays a [Placeholder]. Another user's claim is not found.
 */
export async function ledgerLetter(
  deps: PolicyTermsDeps,
  user: UserRow,
  claimId: number,
  kind: TLedgerLetterKind,
  { today, language }: { today: string; language: TemplateLanguage },
): Promise<TLedgerLetter> {
  const claim = await getClaim(deps.db, user.id, claimId);
  const [entries, diary, details, terms] = await Promise.all([
    entriesOfClaim(deps.db, claimId),
    listDiary(deps.db, user.id, claimId),
    findDetailsOfClaim(deps.db, user.id, claimId),
    // Only this letter reads the policy: searching it costs more than the rest together.
    kind === 'living-expenses' ? ledgerPolicyTerms(deps, user.id, claimId) : null,
  ]);
  const letter = composeLedgerLetter(kind, { entries, livingLimit: terms?.living_expenses ?? null, language });
  const known = recordValues({
    user: { full_name: user.fullName, email: user.email, address: user.address, phone_number: user.phoneNumber },
    claim: toClaimView(claim),
    details: details && {
      insurance_company_name: details.insuranceCompanyName,
      policy_number: details.policyNumber,
      adjuster_name: details.adjusterName,
      add_claim_number: details.addClaimNumber,
    },
    diary,
    today,
    language,
  });
  const subject = fillPlaceholders(letter.subject, known);
  const body = fillPlaceholders(letter.body, known);
  return {
    kind,
    subject: subject.text,
    body: body.text,
    unfilled: [...new Set([...subject.unfilled, ...body.unfilled])],
    adjuster_email: details?.adjusterEmail.trim() || null,
    language,
  };
}

import type { TClaim } from '@benji/shared';
import { i18n } from '../../../i18n/i18n';

type Named = Pick<TClaim, 'id' | 'insurance_company_name' | 'type_of_claim' | 'date_of_incident'>;

// A claim without an insurer is named by the word for a claim, in the page's language.
const insurer = (claim: Named) => claim.insurance_company_name || i18n.t('chat:claimPicker.unnamed');

/** The parts that name a claim, in reading order; the date of loss only when another claim would read the same. */
function nameParts(claim: Named, all: readonly Named[], order: (claim: Named) => string[]): string[] {
  const parts = order(claim);
  const twin = all.some((other) => other.id !== claim.id && order(other).join() === parts.join());
  return twin ? [...parts, claim.date_of_incident] : parts;
}

/**
 * How a claim is named wherever the chat page lets the user tell claims apart: insurer and kind,
 * with the date of loss only when another claim of the user's would read the same.
 */
export function claimName(claim: Named, all: readonly Named[]): string {
  return nameParts(claim, all, (named) => [insurer(named), named.type_of_claim]).join(' · ');
}

/**
 * The same name with the kind of loss first, for the claim picker: a closed select shows only its
 * start (a phone's header gives it about 130 px), and one household's claims often share an insurer
 * ("Prairie State Mutual Insurance Co…" twice), while the kind tells them apart.
 */
export function claimPickerName(claim: Named, all: readonly Named[]): string {
  return nameParts(claim, all, (named) => [named.type_of_claim, named.insurance_company_name].filter(Boolean)).join(' · ');
}

import type { TClaim } from '@benji/shared';
import { claimPickerName } from './claim-name';

/** One option per claim, named so that a closed select's first words tell the claims apart. */
export function ClaimOptions({ claims }: { claims: TClaim[] }) {
  return claims.map((claim) => (
    <option key={claim.id} value={claim.id}>
      {claimPickerName(claim, claims)}
    </option>
  ));
}

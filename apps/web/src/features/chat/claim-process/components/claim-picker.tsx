import type { TClaim } from '@benji/shared';
import { useId } from 'react';
import { inputClasses } from '../../../../components/ui/text-field';

const claimName = (claim: TClaim) =>
  `${claim.insurance_company_name || 'Claim'} · ${claim.type_of_claim} · ${claim.created_at.slice(0, 10)}`;

/** Shown only when the user has several claims; the newest is followed until they pick another. */
export function ClaimPicker({ claims, value, onChange }: { claims: TClaim[]; value: number; onChange: (id: number) => void }) {
  const id = useId();
  return (
    <div className="mb-3">
      <label htmlFor={id} className="mb-1 block text-xs font-medium text-slate-700">
        Claim
      </label>
      <select id={id} className={inputClasses} value={value} onChange={(event) => onChange(Number(event.target.value))}>
        {claims.map((claim) => (
          <option key={claim.id} value={claim.id}>
            {claimName(claim)}
          </option>
        ))}
      </select>
    </div>
  );
}

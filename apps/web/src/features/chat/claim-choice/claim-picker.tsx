import type { TClaim } from '@benji/shared';
import { useId } from 'react';
import { inputClasses } from '../../../components/ui/text-field';
import { ClaimOptions } from './claim-options';

export interface ClaimPickerProps {
  claims: TClaim[];
  value: number;
  onChange: (id: number) => void;
}

/** The hint both pickers give screen readers (this one shows it): everything on the page follows the claim picked. */
export const CLAIM_PICKER_HINT = 'Claim details, progress and Benji’s answers are about this claim.';

/**
 * Shown only when the user has several claims; the newest is followed until they pick another.
 * The details, the progress and Benji's answers all follow the claim picked here.
 */
export function ClaimPicker({ claims, value, onChange }: ClaimPickerProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-slate-900">
        Claim
      </label>
      <select
        id={id}
        className={inputClasses}
        value={value}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        <ClaimOptions claims={claims} />
      </select>
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
        {CLAIM_PICKER_HINT}
      </p>
    </div>
  );
}

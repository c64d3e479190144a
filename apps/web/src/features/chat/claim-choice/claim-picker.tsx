import type { TClaim } from '@benji/shared';
import { useId } from 'react';
import { inputClasses } from '../../../components/ui/text-field';
import { ClaimOptions } from './claim-options';
import { useTranslation } from '../../../i18n/use-translation';

export interface ClaimPickerProps {
  claims: TClaim[];
  value: number;
  onChange: (id: number) => void;
}

/**
 * Shown only when the user has several claims; the newest is followed until they pick another.
 * The details, the progress and Benji's answers all follow the claim picked here.
 */
export function ClaimPicker({ claims, value, onChange }: ClaimPickerProps) {
  const id = useId();
  const { t } = useTranslation('chat');
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-slate-900">
        {t('claimPicker.label')}
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
        {t('claimPicker.hint')}
      </p>
    </div>
  );
}

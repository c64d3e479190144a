import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import { ClaimOptions } from './claim-options';
import { claimPickerName } from './claim-name';
import type { ClaimPickerProps } from './claim-picker';
import { useTranslation } from '../../../i18n/use-translation';

/**
 * The claim picker in one line of the chat's header, for screens without the side column: every
 * line above the conversation is taken from the messages (issue 27 keeps them 60% of the window).
 * A phone leaves it about 130 px, where a select's own text shows a dozen letters ("Baseme…"), so
 * the chosen claim is written over it in two small lines and the real select, transparent, lies on
 * top: a tap still opens the system's list, and it keeps the 16 px text that stops iOS zooming in.
 */
export function CompactClaimPicker({ claims, value, onChange }: ClaimPickerProps) {
  const id = useId();
  const { t } = useTranslation('chat');
  const chosen = claims.find((claim) => claim.id === value);
  return (
    <div className="relative flex h-10 min-w-0 items-center rounded-xl border border-slate-300 bg-white pl-3 pr-7 focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-600/30">
      <label htmlFor={id} className="sr-only">
        {t('claimPicker.label')}
      </label>
      <span aria-hidden="true" className="line-clamp-2 text-xs leading-tight font-medium text-slate-900">
        {chosen ? claimPickerName(chosen, claims) : null}
      </span>
      <ChevronDown aria-hidden="true" className="pointer-events-none absolute right-2 size-4 text-slate-600" />
      <select
        id={id}
        className="absolute inset-0 size-full cursor-pointer appearance-none opacity-0 text-base"
        value={value}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        <ClaimOptions claims={claims} />
      </select>
      <span id={`${id}-hint`} className="sr-only">
        {t('claimPicker.hint')}
      </span>
    </div>
  );
}

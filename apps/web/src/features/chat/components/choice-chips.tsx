import type { TJobChoice } from '@benji/shared';
import { focusRing } from '../../../components/ui/button';
import { cx } from '../../../components/ui/cx';

interface ChoiceChipsProps {
  /** The group's accessible name: what the chips are for. */
  label: string;
  choices: readonly TJobChoice[];
  onChoose: (choice: TJobChoice) => void;
  /** The row's layout: wrapping under a reply, one scrolling line above the composer on a phone. */
  className?: string;
}

/** Small outlined pills, one per job the user can tap; a tap sends the choice's message. */
export function ChoiceChips({ label, choices, onChoose, className }: ChoiceChipsProps) {
  return (
    <div role="group" aria-label={label} className={cx('flex gap-2', className)}>
      {choices.map((choice, index) => (
        <button
          key={`${index}-${choice.job}`}
          type="button"
          onClick={() => onChoose(choice)}
          // In the row that scrolls sideways, a chip reached with Tab comes wholly into view, ring and all.
          onFocus={(event) => event.currentTarget.scrollIntoView({ block: 'nearest', inline: 'nearest' })}
          className={chip}
        >
          {choice.label}
        </button>
      ))}
    </div>
  );
}

const chip = cx(
  'inline-flex min-h-9 shrink-0 scroll-mx-3 items-center whitespace-nowrap rounded-full border border-slate-300 bg-white px-3 py-1.5',
  'text-sm font-medium text-brand-800 shadow-sm hover:border-brand-300 hover:bg-brand-50 active:bg-brand-100',
  'transition-colors motion-reduce:transition-none',
  focusRing,
);

import { useId, type ReactNode } from 'react';
import { cx } from '../../../components/ui/cx';

interface ActionHintProps {
  hint: string;
  /** Renders the action, given the id of the hint that describes it. */
  children: (hintId: string) => ReactNode;
}

/**
 * The tooltip of an action under a reply (spec 2.8), on hover and keyboard focus. Out of the layout
 * until shown, so a hint near the edge never widens the conversation.
 */
export function ActionHint({ hint, children }: ActionHintProps) {
  const id = useId();
  return (
    <span className="group relative inline-flex">
      {children(id)}
      <span
        id={id}
        role="tooltip"
        className={cx(
          'pointer-events-none absolute bottom-full left-0 z-30 mb-1 hidden w-max max-w-56 rounded-md bg-slate-900 px-2 py-1 text-xs text-white shadow',
          'group-hover:block group-focus-within:block',
        )}
      >
        {hint}
      </span>
    </span>
  );
}

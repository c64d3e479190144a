import { Info } from 'lucide-react';
import { useId } from 'react';
import { cx } from './cx';

interface TooltipProps {
  text: string;
  /**
   * The trigger's accessible name. The tooltip text is its description, so the name stays generic
   * and does not repeat the field's label (which would make the field's label ambiguous).
   */
  label?: string;
  className?: string;
}

/** An info icon that reveals its text on hover and on keyboard focus. */
export function Tooltip({ text, label = 'More information', className }: TooltipProps) {
  const id = useId();
  return (
    <span className={cx('group relative inline-flex align-middle', className)}>
      <button
        type="button"
        aria-label={label}
        aria-describedby={id}
        className="rounded-full p-0.5 text-slate-500 hover:text-brand-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
      >
        <Info aria-hidden="true" className="size-4" />
      </button>
      <span
        id={id}
        role="tooltip"
        className={cx(
          'pointer-events-none invisible absolute bottom-full left-1/2 z-30 mb-2 w-60 max-w-[75vw] -translate-x-1/2 rounded-lg',
          'bg-slate-900 px-3 py-2 text-xs font-normal leading-snug text-white opacity-0 shadow-lg transition-opacity',
          'group-hover:visible group-hover:opacity-100 group-focus-within:visible group-focus-within:opacity-100',
        )}
      >
        {text}
      </span>
    </span>
  );
}

import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { focusRing } from '../../../components/ui/button';
import { cx } from '../../../components/ui/cx';

interface IconActionProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label'> {
  /** The button's name, also shown as its tooltip on hover and keyboard focus. */
  label: string;
  icon: ReactNode;
}

/** A small icon button with a tooltip (Copy and Save under a reply). */
export function IconAction({ label, icon, className, ...button }: IconActionProps) {
  return (
    <span className="group relative inline-flex">
      <button
        type="button"
        aria-label={label}
        className={cx(
          'inline-flex size-9 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-brand-700',
          'disabled:cursor-not-allowed disabled:text-slate-400',
          focusRing,
          className,
        )}
        {...button}
      >
        {icon}
      </button>
      <span
        aria-hidden="true"
        className={cx(
          'pointer-events-none invisible absolute left-1/2 top-full z-30 mt-1 -translate-x-1/2 whitespace-nowrap rounded-md',
          'bg-slate-900 px-2 py-1 text-xs text-white opacity-0 shadow transition-opacity',
          'group-hover:visible group-hover:opacity-100 group-focus-within:visible group-focus-within:opacity-100',
        )}
      >
        {label}
      </span>
    </span>
  );
}

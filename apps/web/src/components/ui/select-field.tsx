import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { cx } from './cx';
import { inputClasses } from './text-field';

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  error?: string | undefined;
  hint?: string;
  /** Keeps the label for screen readers only, where the context already says what the select is. */
  hideLabel?: boolean;
  children: ReactNode;
}

/** A labelled native select, styled like the text fields, with its hint and error under it. */
export function SelectField({ label, error, hint, hideLabel, className, children, ...select }: SelectFieldProps) {
  const id = useId();
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'mb-2 block text-sm font-medium text-slate-800'}>
        {label}
      </label>
      <select id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} className={cx(inputClasses, 'pr-8')} {...select}>
        {children}
      </select>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

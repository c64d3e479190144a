import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { cx } from './cx';
import { FieldNotes, fieldNoteIds } from './field-notes';
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
  const { describedBy } = fieldNoteIds(id, hint, error);
  return (
    <div className={className}>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'mb-2 block text-sm font-medium text-slate-800'}>
        {label}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cx(inputClasses, 'pr-8')}
        {...select}
      >
        {children}
      </select>
      <FieldNotes fieldId={id} hint={hint} error={error} />
    </div>
  );
}

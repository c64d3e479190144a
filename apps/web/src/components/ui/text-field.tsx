import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { cx } from './cx';
import { FieldNotes, fieldNoteIds } from './field-notes';

export const inputClasses = cx(
  'block w-full rounded-xl border border-slate-300 bg-white px-4 py-2.5 text-base text-slate-900 sm:text-sm',
  'placeholder:text-slate-500 focus-visible:border-brand-600 focus-visible:outline-none focus-visible:ring-2',
  'focus-visible:ring-brand-600/30 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-600',
  'aria-[invalid=true]:border-red-600',
);

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  id?: string;
  /** Shown next to the label, e.g. a Tooltip. */
  labelAddon?: ReactNode;
  hint?: string;
  error?: string;
  /** Rendered inside the input box on the right (the show/hide toggle). */
  trailing?: ReactNode;
}

export function TextField({ label, id, labelAddon, hint, error, trailing, className, ...input }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const { describedBy } = fieldNoteIds(inputId, hint, error);
  return (
    <div className={className}>
      <div className="mb-2 flex items-center gap-1">
        <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
          {label}
        </label>
        {labelAddon}
      </div>
      <div className="relative">
        <input
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cx(inputClasses, trailing ? 'pr-12' : undefined)}
          {...input}
        />
        {trailing && <div className="absolute inset-y-0 right-1 flex items-center">{trailing}</div>}
      </div>
      <FieldNotes fieldId={inputId} hint={hint} error={error} />
    </div>
  );
}

import { useId, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { cx } from './cx';
import { FieldNotes, fieldNoteIds } from './field-notes';
import { inputClasses } from './text-field';

interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  labelAddon?: ReactNode;
  hint?: string;
  error?: string | undefined;
}

/** A labelled textarea with its hint and error under it, like TextField. */
export function TextArea({ label, labelAddon, hint, error, className, ...textarea }: TextAreaProps) {
  const id = useId();
  const { describedBy } = fieldNoteIds(id, hint, error);
  return (
    <div className={className}>
      <div className="mb-2 flex items-center gap-1">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {label}
        </label>
        {labelAddon}
      </div>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cx(inputClasses, 'min-h-28 resize-y')}
        {...textarea}
      />
      <FieldNotes fieldId={id} hint={hint} error={error} />
    </div>
  );
}

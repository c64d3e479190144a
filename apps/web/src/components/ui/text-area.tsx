import { useId, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { cx } from './cx';
import { inputClasses } from './text-field';

interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  labelAddon?: ReactNode;
}

export function TextArea({ label, labelAddon, className, ...textarea }: TextAreaProps) {
  const id = useId();
  return (
    <div className={className}>
      <div className="mb-2 flex items-center gap-1">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {label}
        </label>
        {labelAddon}
      </div>
      <textarea id={id} className={cx(inputClasses, 'min-h-28 resize-y')} {...textarea} />
    </div>
  );
}

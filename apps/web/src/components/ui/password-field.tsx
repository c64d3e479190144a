import { useTranslation } from '../../i18n/use-translation';
import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { TextField, type TextFieldProps } from './text-field';

/** A password input with a show/hide toggle. */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'trailing'>) {
  const [visible, setVisible] = useState(false);
  const Icon = visible ? EyeOff : Eye;
  const { t } = useTranslation();
  const field = props.label.replace(/\*$/, '').toLocaleLowerCase();
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          aria-label={t(visible ? 'passwordField.hide' : 'passwordField.show', { field })}
          aria-pressed={visible}
          className="rounded-lg p-2 text-slate-600 hover:text-brand-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
        >
          <Icon aria-hidden="true" className="size-5" />
        </button>
      }
    />
  );
}

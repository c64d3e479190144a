import { validateChangePassword, type ChangePasswordValues } from '@benji/shared';
import { useState, type FormEvent } from 'react';
import toast from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/error-box';
import { PasswordField } from '../../../components/ui/password-field';
import { useChangePasswordMutation } from '../api';
import { mapChangePasswordError, type ChangePasswordErrors } from '../change-password-errors';

const empty: ChangePasswordValues = { old_password: '', new_password: '', confirm_password: '' };

const fields: Array<{ key: keyof ChangePasswordValues; label: string; autoComplete: string }> = [
  { key: 'old_password', label: 'Current Password', autoComplete: 'current-password' },
  { key: 'new_password', label: 'New Password', autoComplete: 'new-password' },
  { key: 'confirm_password', label: 'Confirm New Password', autoComplete: 'new-password' },
];

export function PasswordTab() {
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<ChangePasswordErrors>({});
  const [changePassword, { isLoading }] = useChangePasswordMutation();

  function edit(key: keyof ChangePasswordValues, value: string) {
    setValues((current) => ({ ...current, [key]: value }));
    // An error goes away as soon as its field is edited.
    setErrors((current) => ({ ...current, [key]: undefined, general: undefined }));
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problems = validateChangePassword(values);
    if (Object.keys(problems).length > 0) {
      setErrors(problems);
      return;
    }
    setErrors({});
    try {
      await changePassword(values).unwrap();
      toast.success('Password updated successfully!');
      setValues(empty);
    } catch (failure) {
      setErrors(mapChangePasswordError(failure));
    }
  }

  return (
    <section aria-labelledby="password-heading" className="max-w-xl">
      <h2 id="password-heading" className="text-lg font-semibold text-slate-900">
        Update Your Password
      </h2>
      <form onSubmit={handleSubmit} noValidate className="mt-6 space-y-4">
        {errors.general && <ErrorBox>{errors.general}</ErrorBox>}
        {fields.map(({ key, label, autoComplete }) => (
          <PasswordField
            key={key}
            label={label}
            name={key}
            autoComplete={autoComplete}
            value={values[key]}
            error={errors[key]}
            onChange={(event) => edit(key, event.target.value)}
          />
        ))}
        <Button type="submit" loading={isLoading}>
          {isLoading ? 'Updating...' : 'Update'}
        </Button>
      </form>
    </section>
  );
}

import { validateChangePassword, type ChangePasswordValues } from '@benji/shared';
import { useState, type FormEvent } from 'react';
import toast from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/error-box';
import { PasswordField } from '../../../components/ui/password-field';
import { useTranslation } from '../../../i18n/use-translation';
import { useChangePasswordMutation } from '../api';
import { mapChangePasswordError, type ChangePasswordErrors } from '../change-password-errors';
import { serverFieldTexts } from '../../../i18n/server-text';

const empty: ChangePasswordValues = { old_password: '', new_password: '', confirm_password: '' };

const fields = [
  { key: 'old_password', label: 'current', autoComplete: 'current-password' },
  { key: 'new_password', label: 'new', autoComplete: 'new-password' },
  { key: 'confirm_password', label: 'confirm', autoComplete: 'new-password' },
] as const;

export function PasswordTab() {
  const { t } = useTranslation('settings');
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
      toast.success(t('password.updated'));
      setValues(empty);
    } catch (failure) {
      setErrors(await serverFieldTexts(mapChangePasswordError(failure)));
    }
  }

  return (
    <section aria-labelledby="password-heading" className="max-w-xl">
      <h2 id="password-heading" className="text-lg font-semibold text-slate-900">
        {t('password.heading')}
      </h2>
      <form onSubmit={handleSubmit} noValidate className="mt-6 space-y-4">
        {errors.general && <ErrorBox>{errors.general}</ErrorBox>}
        {fields.map(({ key, label, autoComplete }) => (
          <PasswordField
            key={key}
            label={t(`password.${label}`)}
            name={key}
            autoComplete={autoComplete}
            value={values[key]}
            error={errors[key]}
            onChange={(event) => edit(key, event.target.value)}
          />
        ))}
        <Button type="submit" loading={isLoading}>
          {isLoading ? t('password.updating') : t('password.update')}
        </Button>
      </form>
    </section>
  );
}

import { PASSWORD_MIN_LENGTH, signInErrors, type FormErrors, type TCredentials } from '@benji/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/error-box';
import { PasswordField } from '../../../components/ui/password-field';
import { TextField } from '../../../components/ui/text-field';
import { fieldErrors, readField } from '../../../lib/api/api-error';
import { showError } from '../../../lib/dialogs';
import { useLoginMutation } from '../api';
import { useCompleteSignIn } from '../use-complete-sign-in';
import { codeOf, serverFieldTexts, serverText } from '../../../i18n/server-text';

type Field = 'email' | 'password';
const FIELDS: readonly Field[] = ['email', 'password'];

/**
 * A problem with what was typed (by our check or the server's field list) is said once, under its
 * field. Only a refused sign-in (the server's `detail`) is the spec's 'Login Failed' dialog and red box.
 */
export function SignInForm() {
  const [values, setValues] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<FormErrors<Field>>({});
  const [error, setError] = useState<string | null>(null);
  const [login, { isLoading }] = useLoginMutation();
  const completeSignIn = useCompleteSignIn();
  const { t } = useTranslation(['auth', 'common']);

  const set = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    const problems = signInErrors(values);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    let credentials: TCredentials;
    try {
      credentials = await login(values).unwrap();
    } catch (failure) {
      const onFields = await serverFieldTexts(fieldErrors(failure, FIELDS));
      setErrors(onFields);
      if (Object.keys(onFields).length > 0) return;
      const detail = readField(failure, 'detail');
      const message = detail ? await serverText(detail, codeOf(failure)) : t('dialogs.loginFailedFallback');
      setError(message);
      void showError(t('dialogs.loginFailed'), message);
      return;
    }
    const text = credentials.message ? await serverText(credentials.message) : t('dialogs.loginSuccessful');
    await completeSignIn(credentials, { title: t('dialogs.welcomeBack'), text });
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-4">
      {error && <ErrorBox>{error}</ErrorBox>}
      <TextField
        label={t('signInForm.email')}
        type="email"
        name="email"
        autoComplete="email"
        placeholder={t('common:fields.emailPlaceholder')}
        required
        value={values.email}
        error={errors.email}
        onChange={(event) => set('email', event.target.value)}
      />
      <PasswordField
        label={t('signInForm.password')}
        name="password"
        autoComplete="current-password"
        placeholder={t('common:fields.passwordPlaceholder', { count: PASSWORD_MIN_LENGTH })}
        required
        value={values.password}
        error={errors.password}
        onChange={(event) => set('password', event.target.value)}
      />
      <div className="flex justify-end">
        <Link
          to="/forget-password"
          className="rounded text-sm font-medium text-brand-700 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
        >
          {t('signInForm.forgot')}
        </Link>
      </div>
      <Button type="submit" loading={isLoading} className="w-full">
        {isLoading ? t('signInForm.busy') : t('signInForm.submit')}
      </Button>
    </form>
  );
}

import { isEmail } from '@benji/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useNavigate } from 'react-router';
import toast from '../../lib/toast';
import { AuthLayout } from '../../components/layout/auth-layout';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { TextField } from '../../components/ui/text-field';
import { useForgotPasswordMutation } from './api';
import { readField } from '../../lib/api/api-error';
import { errorText } from './error-text';
import { serverText } from '../../i18n/server-text';

function emailProblem(email: string): 'forgot.emailRequired' | 'forgot.emailInvalid' | undefined {
  if (!email.trim()) return 'forgot.emailRequired';
  return isEmail(email) ? undefined : 'forgot.emailInvalid';
}

export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  // A catalogue key for our own check, or the server's own words about the address.
  const [error, setError] = useState<{ key: 'forgot.emailRequired' | 'forgot.emailInvalid' } | { text: string } | undefined>();
  const [forgotPassword, { isLoading }] = useForgotPasswordMutation();
  const navigate = useNavigate();
  const { t } = useTranslation(['passwordReset', 'common']);
  const problemOf = (value: string) => {
    const key = emailProblem(value);
    return key && { key };
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = problemOf(email);
    setError(problem);
    if (problem) return;
    try {
      const { message } = await forgotPassword({ email }).unwrap();
      if (message === 'OTP sent to email.') {
        toast.success(await serverText(message));
        await navigate('/send-otp-to-email', { state: { email } });
      } else {
        toast.error(await serverText(message));
      }
    } catch (failure) {
      // The server's word on the address goes under the field; anything else is an outcome, so a toast.
      const onField = readField(failure, 'email');
      if (onField) setError({ text: await serverText(onField) });
      else toast.error(await errorText(failure, t('forgot.sendFailed')));
    }
  }

  return (
    <AuthLayout>
      <Card className="p-6 sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('forgot.title')}</h1>
        <p className="mt-2 text-sm text-slate-600">{t('forgot.lead')}</p>
        <form onSubmit={handleSubmit} noValidate className="mt-6 space-y-4">
          <TextField
            label={t('forgot.email')}
            type="email"
            name="email"
            autoComplete="email"
            placeholder={t('common:fields.emailPlaceholder')}
            required
            value={email}
            error={error && ('key' in error ? t(error.key) : error.text)}
            onChange={(event) => {
              setEmail(event.target.value);
              // The message goes once the address is fixed.
              if (error) setError(problemOf(event.target.value));
            }}
          />
          <Button type="submit" loading={isLoading} className="w-full">
            {isLoading ? t('forgot.busy') : t('forgot.submit')}
          </Button>
        </form>
        <p className="mt-6 text-center text-sm text-slate-600">
          {t('forgot.remembered')}{' '}
          <Link
            to="/login"
            className="rounded font-semibold text-brand-700 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
          >
            {t('forgot.backToSignIn')}
          </Link>
        </p>
      </Card>
    </AuthLayout>
  );
}

import { PASSWORD_MIN_LENGTH, resetPasswordErrors, type FormErrors } from '@benji/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Navigate, useLocation, useNavigate } from 'react-router';
import toast from '../../lib/toast';
import { AuthLayout } from '../../components/layout/auth-layout';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { PasswordField } from '../../components/ui/password-field';
import { useResetPasswordMutation } from './api';
import { errorText, isOtpExpired } from './error-text';
import { serverText } from '../../i18n/server-text';

export function CreateNewPasswordPage() {
  const state = useLocation().state as { email?: string; otp?: string } | null;
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<FormErrors<'password' | 'confirm'>>({});
  const [resetPassword, { isLoading }] = useResetPasswordMutation();
  const navigate = useNavigate();
  const { t } = useTranslation(['passwordReset', 'common']);

  if (!state?.email || !state.otp) return <Navigate to="/forget-password" replace />;
  // A field with a message is checked again as it is edited, so the message goes once it is fixed.
  const recheck = (nextPassword: string, nextConfirm: string) => {
    if (errors.password || errors.confirm) {
      const now = resetPasswordErrors(nextPassword, nextConfirm);
      setErrors((current) => ({ password: current.password && now.password, confirm: current.confirm && now.confirm }));
    }
  };
  const { email, otp } = state;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problems = resetPasswordErrors(password, confirm);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    try {
      const { message } = await resetPassword({ email, otp, new_password: password, confirm_password: confirm }).unwrap();
      if (message === 'Password reset successful.') {
        toast.success(await serverText(message));
        await navigate('/password-updated', { replace: true });
      } else {
        toast.error(await serverText(message));
      }
    } catch (failure) {
      toast.error(await errorText(failure, t('reset.failed')));
      if (isOtpExpired(failure)) await navigate('/forget-password');
    }
  }

  return (
    <AuthLayout>
      <Card className="p-6 sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('reset.title')}</h1>
        <p className="mt-2 text-sm text-slate-600">{t('reset.lead', { count: PASSWORD_MIN_LENGTH })}</p>
        <form onSubmit={handleSubmit} noValidate className="mt-6 space-y-4">
          <PasswordField
            label={t('reset.newPassword')}
            name="new_password"
            autoComplete="new-password"
            placeholder={t('common:fields.passwordPlaceholder', { count: PASSWORD_MIN_LENGTH })}
            required
            value={password}
            error={errors.password}
            onChange={(event) => {
              setPassword(event.target.value);
              recheck(event.target.value, confirm);
            }}
          />
          <PasswordField
            label={t('reset.confirmPassword')}
            name="confirm_password"
            autoComplete="new-password"
            placeholder={t('reset.confirmPlaceholder')}
            required
            value={confirm}
            error={errors.confirm}
            onChange={(event) => {
              setConfirm(event.target.value);
              recheck(password, event.target.value);
            }}
          />
          <Button type="submit" loading={isLoading} className="w-full">
            {isLoading ? t('reset.busy') : t('reset.submit')}
          </Button>
        </form>
      </Card>
    </AuthLayout>
  );
}

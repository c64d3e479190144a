import { AuthMessage, OTP_LENGTH, validateOtp } from '@benji/shared';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { richText } from '../../i18n/rich-text';
import toast from '../../lib/toast';
import { AuthLayout } from '../../components/layout/auth-layout';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { showAlert } from '../../lib/dialogs';
import { useForgotPasswordMutation, useVerifyOtpMutation } from './api';
import { OtpInput, type OtpInputHandle } from './components/otp-input';
import { errorText, isOtpExpired } from './error-text';
import { serverText } from '../../i18n/server-text';

export function VerifyOtpPage() {
  const email = (useLocation().state as { email?: string } | null)?.email;
  const [digits, setDigits] = useState<string[]>(() => Array<string>(OTP_LENGTH).fill(''));
  const [verifyOtp, { isLoading }] = useVerifyOtpMutation();
  const [resend, { isLoading: resending }] = useForgotPasswordMutation();
  const navigate = useNavigate();
  const otpInput = useRef<OtpInputHandle>(null);
  const { t } = useTranslation('passwordReset');

  // The code belongs to an e-mail chosen on the previous step; without it, start there.
  if (!email) return <Navigate to="/forget-password" replace />;
  const address = email;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = validateOtp(digits);
    if (problem) {
      await showAlert(problem);
      otpInput.current?.focusFirstEmpty();
      return;
    }
    const otp = digits.join('');
    try {
      const { message } = await verifyOtp({ email: address, otp }).unwrap();
      if (message === 'OTP verified.') await navigate('/create-new-password', { state: { email: address, otp } });
      else toast.error(message ? await serverText(message) : t('verify.failed'));
    } catch (failure) {
      toast.error(await errorText(failure, t('verify.failed')));
      if (isOtpExpired(failure)) await navigate('/forget-password');
    }
  }

  async function handleResend() {
    try {
      const { message } = await resend({ email: address }).unwrap();
      toast.success(await serverText(message || AuthMessage.otpSent));
      setDigits(Array<string>(OTP_LENGTH).fill(''));
    } catch (failure) {
      toast.error(await errorText(failure, t('verify.resendFailed')));
    }
  }

  return (
    <AuthLayout>
      <Card className="p-6 sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('verify.title')}</h1>
        <p className="mt-2 text-sm text-slate-600">
          {richText(t('verify.lead', { count: OTP_LENGTH, email: address }), {
            // An address is never translated, by us or by the browser.
            email: (words) => (
              <span translate="no" className="font-semibold break-all text-slate-900">
                {words}
              </span>
            ),
          })}
        </p>
        <form onSubmit={handleSubmit} className="mt-6 space-y-6">
          <OtpInput ref={otpInput} value={digits} onChange={setDigits} />
          <Button type="submit" loading={isLoading} className="w-full">
            {isLoading ? t('verify.busy') : t('verify.submit')}
          </Button>
        </form>
        <p className="mt-6 text-center text-sm text-slate-600">
          {t('verify.noCode')}{' '}
          <Button variant="ghost" className="min-h-0 px-2 py-1" onClick={handleResend} loading={resending}>
            {t('verify.resend')}
          </Button>
        </p>
      </Card>
    </AuthLayout>
  );
}

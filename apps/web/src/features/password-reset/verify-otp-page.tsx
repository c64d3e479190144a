import { OTP_LENGTH, validateOtp } from '@benji/shared';
import { useRef, useState, type FormEvent } from 'react';
import toast from '../../lib/toast';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { AuthLayout } from '../../components/layout/auth-layout';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { showAlert } from '../../lib/dialogs';
import { useForgotPasswordMutation, useVerifyOtpMutation } from './api';
import { OtpInput, type OtpInputHandle } from './components/otp-input';
import { errorText, isOtpExpired } from './error-text';

export function VerifyOtpPage() {
  const email = (useLocation().state as { email?: string } | null)?.email;
  const [digits, setDigits] = useState<string[]>(() => Array<string>(OTP_LENGTH).fill(''));
  const [verifyOtp, { isLoading }] = useVerifyOtpMutation();
  const [resend, { isLoading: resending }] = useForgotPasswordMutation();
  const navigate = useNavigate();
  const otpInput = useRef<OtpInputHandle>(null);

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
      else toast.error(message || 'Verification failed. Please try again.');
    } catch (failure) {
      toast.error(errorText(failure, 'Verification failed. Please try again.'));
      if (isOtpExpired(failure)) await navigate('/forget-password');
    }
  }

  async function handleResend() {
    try {
      const { message } = await resend({ email: address }).unwrap();
      toast.success(message || 'OTP sent to email.');
      setDigits(Array<string>(OTP_LENGTH).fill(''));
    } catch (failure) {
      toast.error(errorText(failure, 'Could not send a new code. Please try again.'));
    }
  }

  return (
    <AuthLayout>
      <Card className="p-6 sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Check your e-mail</h1>
        <p className="mt-2 text-sm text-slate-600">
          Enter the 6-digit code we sent to <span className="font-semibold break-all text-slate-900">{address}</span>
        </p>
        <form onSubmit={handleSubmit} className="mt-6 space-y-6">
          <OtpInput ref={otpInput} value={digits} onChange={setDigits} />
          <Button type="submit" loading={isLoading} className="w-full">
            {isLoading ? 'Verifying...' : 'Verify'}
          </Button>
        </form>
        <p className="mt-6 text-center text-sm text-slate-600">
          Didn't get the code?{' '}
          <Button variant="ghost" className="min-h-0 px-2 py-1" onClick={handleResend} loading={resending}>
            Resend
          </Button>
        </p>
      </Card>
    </AuthLayout>
  );
}

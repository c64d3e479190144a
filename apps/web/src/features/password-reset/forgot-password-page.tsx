import { isEmail } from '@benji/shared';
import { useState, type FormEvent } from 'react';
import toast from '../../lib/toast';
import { Link, useNavigate } from 'react-router';
import { AuthLayout } from '../../components/layout/auth-layout';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { TextField } from '../../components/ui/text-field';
import { useForgotPasswordMutation } from './api';
import { readField } from '../../lib/api/api-error';
import { errorText } from './error-text';

function emailProblem(email: string): string | undefined {
  if (!email.trim()) return 'Email is required.';
  return isEmail(email) ? undefined : 'Please enter a valid email address.';
}

export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [forgotPassword, { isLoading }] = useForgotPasswordMutation();
  const navigate = useNavigate();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = emailProblem(email);
    setError(problem);
    if (problem) return;
    try {
      const { message } = await forgotPassword({ email }).unwrap();
      if (message === 'OTP sent to email.') {
        toast.success(message);
        await navigate('/send-otp-to-email', { state: { email } });
      } else {
        toast.error(message);
      }
    } catch (failure) {
      // The server's word on the address goes under the field; anything else is an outcome, so a toast.
      const onField = readField(failure, 'email');
      if (onField) setError(onField);
      else toast.error(errorText(failure, 'Could not send the code. Please try again.'));
    }
  }

  return (
    <AuthLayout>
      <Card className="p-6 sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Forgot your password?</h1>
        <p className="mt-2 text-sm text-slate-600">Enter the e-mail of your account and we will send you a verification code.</p>
        <form onSubmit={handleSubmit} noValidate className="mt-6 space-y-4">
          <TextField
            label="E-mail*"
            type="email"
            name="email"
            autoComplete="email"
            placeholder="you@example.com"
            required
            value={email}
            error={error}
            onChange={(event) => {
              setEmail(event.target.value);
              // The message goes once the address is fixed.
              if (error) setError(emailProblem(event.target.value));
            }}
          />
          <Button type="submit" loading={isLoading} className="w-full">
            {isLoading ? 'Sending...' : 'Send Verification OTP'}
          </Button>
        </form>
        <p className="mt-6 text-center text-sm text-slate-600">
          Remembered it?{' '}
          <Link
            to="/login"
            className="rounded font-semibold text-brand-700 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
          >
            Back to Sign In
          </Link>
        </p>
      </Card>
    </AuthLayout>
  );
}

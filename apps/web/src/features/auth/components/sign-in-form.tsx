import type { TCredentials } from '@benji/shared';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/error-box';
import { PasswordField } from '../../../components/ui/password-field';
import { TextField } from '../../../components/ui/text-field';
import { readField } from '../../../lib/api/api-error';
import { showError } from '../../../lib/dialogs';
import { useLoginMutation } from '../api';
import { useCompleteSignIn } from '../use-complete-sign-in';

export function SignInForm() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [login, { isLoading }] = useLoginMutation();
  const completeSignIn = useCompleteSignIn();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    let credentials: TCredentials;
    try {
      credentials = await login({ email, password }).unwrap();
    } catch (failure) {
      const message = readField(failure, 'detail') ?? 'Login failed';
      setError(message);
      void showError('Login Failed', message);
      return;
    }
    await completeSignIn(credentials, { title: 'Welcome Back!', text: credentials.message || 'Login successful!' });
  }

  return (
    <form onSubmit={handleSubmit} className="space-y-4">
      {error && <ErrorBox>{error}</ErrorBox>}
      <TextField
        label="Email*"
        type="email"
        name="email"
        autoComplete="email"
        placeholder="you@example.com"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <PasswordField
        label="Password*"
        name="password"
        autoComplete="current-password"
        placeholder="Min. 8 characters"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <div className="flex justify-end">
        <Link
          to="/forget-password"
          className="rounded text-sm font-medium text-brand-700 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
        >
          Forgot password?
        </Link>
      </div>
      <Button type="submit" loading={isLoading} className="w-full">
        {isLoading ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}

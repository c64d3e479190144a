import type { TCredentials } from '@benji/shared';
import { useLayoutEffect } from 'react';
import { Link } from 'react-router';
import { AuthLayout } from '../../components/layout/auth-layout';
import { readField } from '../../lib/api/api-error';
import { removePrerendered } from '../../lib/prerender-handoff';
import { showError } from '../../lib/dialogs';
import { useGoogleLoginMutation } from './api';
import { GoogleButton } from './components/google-button';
import { OrDivider } from './components/or-divider';
import { SignInArt } from './components/sign-in-art';
import { SignInForm } from './components/sign-in-form';
import { useCompleteSignIn } from './use-complete-sign-in';

export function LoginPage() {
  const [googleLogin, { isLoading: googleBusy }] = useGoogleLoginMutation();
  const completeSignIn = useCompleteSignIn();
  // The live page is in place: the build-time copy can go, before the next paint.
  useLayoutEffect(removePrerendered, []);

  async function handleGoogleCredential(credential: string) {
    let credentials: TCredentials;
    try {
      credentials = await googleLogin({ credential }).unwrap();
    } catch (failure) {
      void showError('Login Failed', readField(failure, 'message') ?? 'Failed to sign in with Google. Please try again.');
      return;
    }
    await completeSignIn(credentials, { title: 'Success!', text: 'Successfully signed in with Google!' });
  }

  return (
    <AuthLayout aside={<SignInArt />}>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Welcome back</h1>
      <p className="mt-2 text-slate-600">Let's get you one step closer to getting paid.</p>
      <section aria-labelledby="sign-in-heading" className="mt-8">
        <h2 id="sign-in-heading" className="text-xl font-semibold text-slate-900">
          Sign In
        </h2>
        <p className="mt-1 text-sm text-slate-600">Enter your email and password to sign in!</p>
        <div className="mt-6">
          <GoogleButton label="Sign in with Google" busyLabel="Signing in..." busy={googleBusy} onCredential={handleGoogleCredential} />
        </div>
        <OrDivider />
        <SignInForm />
        <p className="mt-6 text-center text-sm text-slate-600">
          Not registered yet?{' '}
          <Link
            to="/signup"
            className="rounded font-semibold text-brand-700 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
          >
            Create an Account
          </Link>
        </p>
      </section>
    </AuthLayout>
  );
}

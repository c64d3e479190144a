import type { TCredentials } from '@benji/shared';
import { useLayoutEffect } from 'react';
import { useTranslation } from '../../i18n/use-translation';
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
import { codeOf, serverText } from '../../i18n/server-text';

export function LoginPage() {
  const [googleLogin, { isLoading: googleBusy }] = useGoogleLoginMutation();
  const completeSignIn = useCompleteSignIn();
  const { t } = useTranslation('auth');
  // The live page is in place: the build-time copy can go, before the next paint.
  useLayoutEffect(removePrerendered, []);

  async function handleGoogleCredential(credential: string) {
    let credentials: TCredentials;
    try {
      credentials = await googleLogin({ credential }).unwrap();
    } catch (failure) {
      const message = readField(failure, 'message');
      void showError(t('dialogs.loginFailed'), message ? await serverText(message, codeOf(failure)) : t('dialogs.googleLoginFailed'));
      return;
    }
    await completeSignIn(credentials, { title: t('dialogs.success'), text: t('dialogs.googleSignedIn') });
  }

  return (
    <AuthLayout aside={<SignInArt />}>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('login.title')}</h1>
      <p className="mt-2 text-slate-600">{t('login.tagline')}</p>
      <section aria-labelledby="sign-in-heading" className="mt-8">
        <h2 id="sign-in-heading" className="text-xl font-semibold text-slate-900">
          {t('login.heading')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t('login.hint')}</p>
        <div className="mt-6">
          <GoogleButton
            label={t('login.google')}
            busyLabel={t('login.googleBusy')}
            busy={googleBusy}
            onCredential={handleGoogleCredential}
          />
        </div>
        <OrDivider />
        <SignInForm />
        <p className="mt-6 text-center text-sm text-slate-600">
          {t('login.notRegistered')}{' '}
          <Link
            to="/signup"
            className="rounded font-semibold text-brand-700 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
          >
            {t('login.createAccount')}
          </Link>
        </p>
      </section>
    </AuthLayout>
  );
}

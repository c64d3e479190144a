import { TRIAL_HOURS } from '@benji/shared';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useNavigate } from 'react-router';
import toast from '../../lib/toast';
import { AuthLayout } from '../../components/layout/auth-layout';
import { Card } from '../../components/ui/card';
import { readField } from '../../lib/api/api-error';
import { isSubscriber, setCredentials, setSubscribed } from '../../store/auth-slice';
import { useAppDispatch } from '../../store/hooks';
import { useGoogleLoginMutation } from './api';
import { GoogleButton } from './components/google-button';
import { OrDivider } from './components/or-divider';
import { SignUpForm } from './components/sign-up-form';
import { codeOf, serverText } from '../../i18n/server-text';

export function SignupPage() {
  const [googleLogin, { isLoading: googleBusy }] = useGoogleLoginMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { t } = useTranslation('auth');

  async function handleGoogleCredential(credential: string) {
    try {
      const credentials = await googleLogin({ credential }).unwrap();
      dispatch(setCredentials(credentials));
      dispatch(setSubscribed(isSubscriber(credentials.user)));
      toast.success(t('dialogs.googleSignedUp'));
      await navigate('/', { replace: true });
    } catch (failure) {
      const message = readField(failure, 'message');
      toast.error(message ? await serverText(message, codeOf(failure)) : t('dialogs.googleSignUpFailed'));
    }
  }

  return (
    <AuthLayout>
      <Card className="p-6 sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('signup.title')}</h1>
        <p className="mt-2 text-sm text-slate-600">{t('signup.lead', { count: TRIAL_HOURS / 24 })}</p>
        <div className="mt-6">
          <GoogleButton
            label={t('signup.google')}
            busyLabel={t('signup.googleBusy')}
            busy={googleBusy}
            onCredential={handleGoogleCredential}
          />
        </div>
        <OrDivider />
        <SignUpForm />
        <p className="mt-6 text-center text-sm text-slate-600">
          {t('signup.haveAccount')}{' '}
          <Link
            to="/login"
            className="rounded font-semibold text-brand-700 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
          >
            {t('signup.signIn')}
          </Link>
        </p>
      </Card>
    </AuthLayout>
  );
}

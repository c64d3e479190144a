import { LogIn } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { useTranslation } from '../../../i18n/use-translation';

/** /chats has no guard (spec 2.2): a visitor without a session is asked to sign in, not shown a broken chat. */
export function SignInPrompt() {
  const { t } = useTranslation('chat');
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-4 p-6 text-center">
      <LogIn aria-hidden="true" className="size-10 text-brand-700" />
      <h2 className="text-xl font-semibold text-slate-900">{t('signIn.title')}</h2>
      <p className="max-w-md text-sm text-slate-600">{t('signIn.body')}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to="/login" className={buttonClasses('primary')}>
          {t('signIn.signIn')}
        </Link>
        <Link to="/signup" className={buttonClasses('secondary')}>
          {t('signIn.createAccount')}
        </Link>
      </div>
    </div>
  );
}

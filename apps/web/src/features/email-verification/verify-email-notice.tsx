import { MailCheck, X } from 'lucide-react';
import { useState } from 'react';
import { Button, focusRing } from '../../components/ui/button';
import { cx } from '../../components/ui/cx';
import { richText } from '../../i18n/rich-text';
import { useTranslation } from '../../i18n/use-translation';
import { selectUser } from '../../store/auth-slice';
import { useAppSelector } from '../../store/hooks';
import { VerifyEmailDialog } from './components/verify-email-dialog';
import { useNoticeDismissed } from './use-notice-dismissed';

/**
 * Until the sign-up code comes back, nobody has shown the address is the user's: the account works,
 * and this one-line notice asks for the code. It stays one line at every width (on the chat page it
 * must leave the conversation its room); the code is typed in a dialog. Only a user the server calls
 * unverified sees it (a session stored before the flag existed has none, and is not asked).
 */
export function VerifyEmailNotice() {
  const user = useAppSelector(selectUser);
  const { dismissed, dismiss } = useNoticeDismissed(String(user?.pk ?? ''));
  const [open, setOpen] = useState(false);
  const { t } = useTranslation('frame');
  if (!user || user.email_verified !== false || dismissed) return null;
  return (
    <section
      aria-label={t('verifyEmail.title')}
      className="mb-2 flex h-10 items-center gap-2 rounded-xl border border-amber-200 bg-amber-50 pl-3 pr-1 text-sm text-amber-950 sm:mb-3"
    >
      <MailCheck aria-hidden="true" className="size-4 shrink-0" />
      <p className="min-w-0 flex-1 truncate">
        <span className="font-semibold">{t('verifyEmail.title')}</span>
        <span className="hidden sm:inline">
          {' · '}
          {richText(t('verifyEmail.sentTo', { email: user.email }), { email: (address) => <span translate="no">{address}</span> })}
        </span>
      </p>
      <Button size="sm" onClick={() => setOpen(true)} aria-haspopup="dialog">
        {t('verifyEmail.verify')}
      </Button>
      <button
        type="button"
        onClick={dismiss}
        aria-label={t('verifyEmail.dismiss')}
        title={t('verifyEmail.dismiss')}
        className={cx('inline-flex size-8 shrink-0 items-center justify-center rounded-lg text-amber-900 hover:bg-amber-100', focusRing)}
      >
        <X aria-hidden="true" className="size-4" />
      </button>
      <VerifyEmailDialog user={user} open={open} onClose={() => setOpen(false)} />
    </section>
  );
}

import { MailCheck } from 'lucide-react';
import { selectUser } from '../../store/auth-slice';
import { useAppSelector } from '../../store/hooks';
import { VerifyEmailForm } from './components/verify-email-form';

/**
 * Until the sign-up code comes back, nobody has shown the address is the user's: the account works,
 * and this banner asks for the code. Only a user the server calls unverified sees it (a session
 * stored before the flag existed has none, and is not asked).
 */
export function VerifyEmailBanner() {
  const user = useAppSelector(selectUser);
  if (!user || user.email_verified !== false) return null;
  return (
    <section aria-labelledby="verify-email-title" className="mb-6 rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-950">
      <div className="flex items-start gap-3">
        <MailCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <div className="min-w-0">
          {/* A labelled region, not a heading: the page's own headings keep their order under it. */}
          <p id="verify-email-title" className="font-semibold">
            Verify your e-mail
          </p>
          <p className="mt-1 text-sm">
            We sent a 6-digit code to <span className="font-semibold break-all">{user.email}</span>. Enter it to confirm the address is
            yours.
          </p>
        </div>
      </div>
      <VerifyEmailForm user={user} />
    </section>
  );
}

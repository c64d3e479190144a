import { LogIn } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';

/** /chats has no guard (spec 2.2): a visitor without a session is asked to sign in, not shown a broken chat. */
export function SignInPrompt() {
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-4 p-6 text-center">
      <LogIn aria-hidden="true" className="size-10 text-brand-700" />
      <h2 className="text-xl font-semibold text-slate-900">Sign in to chat with Benji</h2>
      <p className="max-w-md text-sm text-slate-600">
        Your conversations, saved replies and claim details belong to your account. Sign in, or create an account to start your free 3-day
        trial.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to="/login" className={buttonClasses('primary')}>
          Sign in
        </Link>
        <Link to="/signup" className={buttonClasses('secondary')}>
          Create an account
        </Link>
      </div>
    </div>
  );
}

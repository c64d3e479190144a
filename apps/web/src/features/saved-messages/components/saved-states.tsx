import { ChatText } from '@benji/shared';
import { Bookmark, CircleAlert, MessageSquare } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';

const panel = 'rounded-2xl bg-white px-6 py-12 text-center shadow-card ring-1 ring-slate-200/70';

export function SavedLoading() {
  return (
    <div role="status" className={panel}>
      <Spinner className="mx-auto size-8 text-brand-700" />
      <p className="mt-4 font-semibold text-slate-900">{ChatText.loadingSaved}</p>
      <p className="mt-1 text-sm text-slate-600">{ChatText.loadingSavedHint}</p>
    </div>
  );
}

export function SavedError({ message, onRetry, retrying }: { message: string; onRetry: () => void; retrying: boolean }) {
  return (
    <div role="alert" className={panel}>
      <CircleAlert aria-hidden="true" className="mx-auto size-10 text-red-700" />
      <p className="mt-3 font-semibold text-slate-900">Could not load your saved messages</p>
      <p className="mt-1 text-sm text-slate-700">{message}</p>
      <Button variant="secondary" className="mt-5" loading={retrying} onClick={onRetry}>
        Try Again
      </Button>
    </div>
  );
}

/** Spec 2.11: nothing saved yet, and how to save something. */
export function SavedEmpty() {
  return (
    <div className={panel}>
      <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Bookmark aria-hidden="true" className="size-7" />
      </span>
      <h2 className="mt-4 text-lg font-semibold text-slate-900">{ChatText.noSavedMessages}</h2>
      <p className="mx-auto mt-2 max-w-sm text-sm text-slate-600">
        In the chat, click the save icon under any reply from Benji to keep it here, ready to copy into a letter or e-mail.
      </p>
      <Link to="/chats" className={buttonClasses('primary', 'mt-6')}>
        <MessageSquare aria-hidden="true" className="size-4" />
        Go to Chat
      </Link>
    </div>
  );
}

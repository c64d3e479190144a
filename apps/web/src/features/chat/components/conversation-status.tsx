import { Button } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/error-box';
import { Spinner } from '../../../components/ui/spinner';

/** In place of the messages while they load, or when they could not be loaded. */
export function ConversationStatus({ loading, error, onRetry }: { loading: boolean; error: string | null; onRetry: () => void }) {
  if (error)
    return (
      <div className="flex flex-1 flex-col items-center justify-center gap-3 p-6">
        <ErrorBox>Your conversation could not be loaded. {error}</ErrorBox>
        <Button variant="secondary" onClick={onRetry}>
          Try Again
        </Button>
      </div>
    );
  if (!loading) return null;
  return (
    <div className="flex flex-1 items-center justify-center gap-2 p-6 text-sm text-slate-600">
      <Spinner className="size-5 text-brand-700" />
      <span role="status">Loading your conversation...</span>
    </div>
  );
}

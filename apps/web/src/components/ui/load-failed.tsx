import { GENERIC_ERROR_MESSAGE } from '../../lib/api/api-error';
import { Button } from './button';
import { cx } from './cx';
import { useFailureText } from '../../i18n/server-text';

/** What a panel shows when its data could not be loaded: what failed, why, and a retry. */
export function LoadFailed({
  title,
  error,
  retrying,
  onRetry,
  className,
  retryLabel = 'Try Again',
}: {
  title: string;
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
  className?: string;
  /** The retry button's words, in the page's language. */
  retryLabel?: string;
}) {
  const shownFailure = useFailureText();
  return (
    <div role="alert" className={cx('rounded-2xl border border-red-200 bg-red-50 p-4', className)}>
      <p className="font-semibold text-red-800">{title}</p>
      <p className="mt-1 text-sm text-red-800">{shownFailure(error, GENERIC_ERROR_MESSAGE)}</p>
      <Button variant="secondary" className="mt-4" loading={retrying} onClick={onRetry}>
        {retryLabel}
      </Button>
    </div>
  );
}

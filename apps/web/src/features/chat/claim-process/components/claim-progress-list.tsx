import { Link } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { Spinner } from '../../../../components/ui/spinner';
import { Tooltip } from '../../../../components/ui/tooltip';
import type { ClaimProgressState } from '../use-claim-progress';
import { Tick } from './tick';

/** The eight progress steps of spec 2.8, each with its tooltip and the record that ticks it. */
export function ClaimProgressList({ progress }: { progress: ClaimProgressState }) {
  const { claim } = progress;
  return (
    <section aria-labelledby="claim-progress-title">
      <h2 id="claim-progress-title" className="mb-2 text-lg font-semibold text-slate-900">
        Claim progress
      </h2>
      {progress.isLoading ? (
        <p className="mb-3 flex items-center gap-2 text-sm text-slate-600">
          <Spinner className="size-4" /> Loading claim progress...
        </p>
      ) : progress.failed ? (
        <div role="alert" className="mb-3 space-y-2 rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          <p>Your claim progress could not be loaded.</p>
          <Button variant="secondary" onClick={progress.retry}>
            Try Again
          </Button>
        </div>
      ) : claim === null ? (
        <p className="mb-3 text-sm text-slate-700">
          No claim yet.{' '}
          <Link to="/" className="font-semibold text-brand-700 underline">
            Submit your claim on the dashboard
          </Link>{' '}
          to track its progress here.
        </p>
      ) : null}
      <ol aria-label="Claim progress steps" className="space-y-3">
        {progress.steps.map((step) => (
          <li key={step.key} data-done={step.done} className="flex items-start gap-2 text-sm">
            <Tick done={step.done} />
            <div className="min-w-0 flex-1">
              <div className="flex items-center gap-1">
                <span className={step.done ? 'font-semibold text-slate-900' : 'text-slate-700'}>{step.label}</span>
                <Tooltip text={step.tooltip} label={`About ${step.label}`} />
              </div>
              {claim && !progress.isLoading && <p className="text-xs text-slate-600">{step.fact}</p>}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}

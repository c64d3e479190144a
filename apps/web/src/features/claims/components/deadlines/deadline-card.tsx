import { describePeriod, formatPlainDate, hasOverdueLetter, type LetterClaim, type TDeadline } from '@benji/shared';
import { cx } from '../../../../components/ui/cx';
import { AddToCalendarButton } from './add-to-calendar-button';
import { OverdueLetterBox } from './overdue-letter-box';

const STATUS: Record<TDeadline['status'], { label: string; className: string }> = {
  overdue: { label: 'Overdue', className: 'bg-red-100 text-red-900' },
  open: { label: 'Open', className: 'bg-brand-100 text-brand-900' },
  met: { label: 'Met', className: 'bg-green-100 text-green-900' },
};

function dayCount(deadline: TDeadline): string {
  if (deadline.unit === 'months') return `${describePeriod(deadline)}, counted in months`;
  return deadline.unit === 'business' ? `${describePeriod(deadline)} (weekends and holidays not counted)` : describePeriod(deadline);
}

/** The basis reads 'citation: period after event on date'; the citation is already shown above it. */
function withoutCitation(deadline: TDeadline): string {
  const prefix = `${deadline.citation}: `;
  return deadline.basis.startsWith(prefix) ? deadline.basis.slice(prefix.length) : deadline.basis;
}

/** One deadline: when, under which rule, from which event, a calendar file while it is open, and a letter once the insurer is late. */
export function DeadlineCard({ claimId, deadline, letterClaim }: { claimId: number; deadline: TDeadline; letterClaim: LetterClaim }) {
  const status = STATUS[deadline.status];
  return (
    <li className="rounded-2xl bg-white p-4 ring-1 ring-slate-200">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="font-semibold text-slate-900">{deadline.title}</p>
        <span className={cx('shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold', status.className)}>{status.label}</span>
      </div>
      <p className="mt-1 text-sm text-slate-800">
        {deadline.window ? 'Last day: ' : 'Due: '}
        <time dateTime={deadline.dueOn} className="font-semibold">
          {formatPlainDate(deadline.dueOn)}
        </time>{' '}
        · {dayCount(deadline)}
        {deadline.metOn && ` · met on ${formatPlainDate(deadline.metOn)}`}
      </p>
      <p className="mt-2 text-sm text-slate-900">
        <span className="font-semibold">{deadline.citation}</span>
        {deadline.provisional && (
          <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-950">Provisional</span>
        )}
      </p>
      <p className="mt-1 text-sm text-slate-700">Counted: {withoutCitation(deadline)}</p>
      <p className="mt-1 text-xs text-slate-600">
        In force for events from {formatPlainDate(deadline.effectiveFrom)}
        {deadline.effectiveTo && ` to ${formatPlainDate(deadline.effectiveTo)}`}.
      </p>
      {deadline.effectiveNote && (
        <details className="mt-1 text-xs text-slate-600">
          <summary className="cursor-pointer rounded font-medium text-brand-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600">
            About this date
          </summary>
          <p className="mt-1">{deadline.effectiveNote}</p>
        </details>
      )}
      {deadline.caveats.length > 0 && (
        <ul className="mt-2 list-disc space-y-1 pl-5 text-xs text-slate-600">
          {deadline.caveats.map((caveat) => (
            <li key={caveat}>{caveat}</li>
          ))}
        </ul>
      )}
      {deadline.status !== 'met' && (
        <div className="mt-3">
          <AddToCalendarButton claimId={claimId} deadline={deadline} />
        </div>
      )}
      {hasOverdueLetter(deadline) && <OverdueLetterBox deadline={deadline} letterClaim={letterClaim} />}
    </li>
  );
}

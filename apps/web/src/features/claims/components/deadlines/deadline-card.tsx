import { hasOverdueLetter, type LetterClaim, type TDeadline } from '@benji/shared';
import { useId } from 'react';
import { cx } from '../../../../components/ui/cx';
import { formatDay } from '../../../../i18n/format';
import { richText } from '../../../../i18n/rich-text';
import { useTranslation } from '../../../../i18n/use-translation';
import { useDeadlineText } from '../../../../lib/deadline-words/use-deadline-text';
import { usePeriodText } from '../../../../lib/deadline-words/use-period-text';
import { serverEnglishLang } from '../../../../lib/deadline-words/server-english-lang';
import { AddToCalendarButton } from './add-to-calendar-button';
import { OverdueLetterBox } from './overdue-letter-box';

const STATUS_CLASS: Record<TDeadline['status'], string> = {
  overdue: 'bg-red-100 text-red-900',
  open: 'bg-brand-100 text-brand-900',
  met: 'bg-green-100 text-green-900',
};

/** One deadline: when, under which rule, from which event, a calendar file while it is open, and a letter once the insurer is late. */
export function DeadlineCard({ claimId, deadline, letterClaim }: { claimId: number; deadline: TDeadline; letterClaim: LetterClaim }) {
  const { t, i18n } = useTranslation('claims');
  const periodText = usePeriodText();
  const text = useDeadlineText(deadline);
  // The rule's words as the server sent them, when the reader's table does not hold them, say they are English.
  const sentLang = text.translated ? undefined : serverEnglishLang(i18n.language);
  const titleId = useId();
  const period = periodText(deadline);
  const dayCount =
    deadline.unit === 'months'
      ? t('deadlines.inMonths', { period })
      : deadline.unit === 'business'
        ? t('deadlines.businessDays', { period })
        : period;
  return (
    <li className="rounded-2xl bg-white p-4 ring-1 ring-slate-200">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p id={titleId} lang={sentLang} className="font-semibold text-slate-900">
          {text.title}
        </p>
        <span className={cx('shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold', STATUS_CLASS[deadline.status])}>
          {t(`deadlines.status.${deadline.status}`)}
        </span>
      </div>
      <p className="mt-1 text-sm text-slate-800">
        {richText(t(deadline.window ? 'deadlines.lastDay' : 'deadlines.due', { date: formatDay(deadline.dueOn) }), {
          date: (date) => (
            <time dateTime={deadline.dueOn} className="font-semibold">
              {date}
            </time>
          ),
        })}{' '}
        · {dayCount}
        {deadline.metOn && (
          <>
            {' · '}
            {richText(t('deadlines.metOn', { date: formatDay(deadline.metOn) }), {
              date: (date) => <time dateTime={deadline.metOn!}>{date}</time>,
            })}
          </>
        )}
      </p>
      <p className="mt-2 text-sm text-slate-900">
        <span lang={sentLang} className="font-semibold">
          {text.citation}
        </span>
        {deadline.provisional && (
          <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-950">
            {t('deadlines.provisional')}
          </span>
        )}
      </p>
      <p className="mt-1 text-sm text-slate-700">
        {richText(t('deadlines.counted', { basis: text.counted.text }), {
          basis: (basis) => <span lang={text.counted.lang ?? sentLang}>{basis}</span>,
        })}
      </p>
      <p className="mt-1 text-xs text-slate-600">
        {richText(
          deadline.effectiveTo
            ? t('deadlines.inForceUntil', { from: formatDay(deadline.effectiveFrom), to: formatDay(deadline.effectiveTo) })
            : t('deadlines.inForce', { from: formatDay(deadline.effectiveFrom) }),
          {
            from: (date) => <time dateTime={deadline.effectiveFrom}>{date}</time>,
            to: (date) => <time dateTime={deadline.effectiveTo ?? undefined}>{date}</time>,
          },
        )}
      </p>
      {text.effectiveNote && (
        <details className="mt-1 text-xs text-slate-600">
          <summary className="cursor-pointer rounded font-medium text-brand-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600">
            {t('deadlines.aboutDate')}
          </summary>
          <p lang={sentLang} className="mt-1">
            {text.effectiveNote}
          </p>
        </details>
      )}
      {text.caveats.length > 0 && (
        <ul className="mt-2 list-disc space-y-1 pl-5 text-xs text-slate-600">
          {text.caveats.map((caveat) => (
            <li key={caveat.text} lang={caveat.lang ?? sentLang}>
              {caveat.text}
            </li>
          ))}
        </ul>
      )}
      {deadline.status !== 'met' && (
        <div className="mt-3">
          <AddToCalendarButton claimId={claimId} deadline={deadline} titleId={titleId} />
        </div>
      )}
      {hasOverdueLetter(deadline) && <OverdueLetterBox deadline={deadline} letterClaim={letterClaim} title={text.title} />}
    </li>
  );
}

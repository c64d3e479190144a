import { useId } from 'react';
import { richText } from '../../../i18n/rich-text';
import { useTranslation } from '../../../i18n/use-translation';
import { formatSavedTime } from '../format-time';
import type { SavedSession } from '../group-saved';
import { shortSessionId } from '../session-filter';
import { cx } from '../../../components/ui/cx';
import { SavedMessageCard } from './saved-message-card';

/** One chat session's saved messages under a heading with the session's first question. */
export function SessionGroup({ session }: { session: SavedSession }) {
  const { t } = useTranslation('savedMessages');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} data-session={session.sessionId}>
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-1">
        <h2 id={headingId} className={cx('min-w-0 text-base font-semibold text-slate-900', session.title && '[overflow-wrap:anywhere]')}>
          {session.title ??
            richText(t('session.heading', { id: shortSessionId(session.sessionId) }), {
              id: (id) => (
                <span translate="no" className="font-mono text-brand-800">
                  {id}
                </span>
              ),
            })}
        </h2>
        <p className="text-xs text-slate-600">
          {richText(t('session.summary', { count: session.messages.length, time: formatSavedTime(session.latestFlaggedAt) }), {
            time: (time) => <time dateTime={session.latestFlaggedAt}>{time}</time>,
          })}
        </p>
      </div>
      <ol className="space-y-4">
        {session.messages.map((saved) => (
          <li key={saved.id}>
            <SavedMessageCard saved={saved} />
          </li>
        ))}
      </ol>
    </section>
  );
}

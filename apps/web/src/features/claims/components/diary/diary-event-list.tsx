import type { TClaimDeadlines, TDiaryEvent } from '@benji/shared';
import { Repeat, Trash2 } from 'lucide-react';
import toast from '../../../../lib/toast';
import { focusRing } from '../../../../components/ui/button';
import { cx } from '../../../../components/ui/cx';
import { formatDay } from '../../../../i18n/format';
import { useTranslation } from '../../../../i18n/use-translation';
import { useDeleteDiaryEventMutation } from '../../api';
import { failureText, serverText } from '../../../../i18n/server-text';

type Repeats = TClaimDeadlines['repeats'];

/** The diary, newest first, with each request the insurer had made before flagged. */
export function DiaryEventList({ claimId, events, repeats }: { claimId: number; events: TDiaryEvent[]; repeats: Repeats }) {
  const [deleteEvent] = useDeleteDiaryEventMutation();
  const { t } = useTranslation('claims');
  const repeatsById = new Map(repeats.map((repeat) => [repeat.eventId, repeat]));

  async function remove(event: TDiaryEvent) {
    try {
      const { message } = await deleteEvent({ claimId, eventId: event.id }).unwrap();
      toast.success(await serverText(message));
    } catch (error) {
      toast.error(await failureText(error, t('diary.deleteFailed')));
    }
  }

  if (events.length === 0) return <p className="text-sm text-slate-600">{t('diary.empty')}</p>;

  return (
    <ol className="space-y-3">
      {[...events].reverse().map((event) => {
        const repeat = repeatsById.get(event.id);
        const repeated = new Map(repeat?.items.filter((item) => item.repeat).map((item) => [item.item, item]) ?? []);
        const label = t(`diary.kinds.${event.kind}`);
        return (
          <li key={event.id} className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="text-sm font-semibold text-slate-900">
                  <time dateTime={event.occurred_on}>{formatDay(event.occurred_on)}</time> · {label}
                </p>
                {event.direction && event.channel && (
                  <p className="text-xs text-slate-600">
                    {t(`diary.directions.${event.direction}`)} · {t(`diary.channels.${event.channel}`)}
                  </p>
                )}
              </div>
              <button
                type="button"
                aria-label={t('diary.deleteEvent', { kind: label, date: formatDay(event.occurred_on) })}
                onClick={() => void remove(event)}
                className={cx('-m-2 shrink-0 rounded-lg p-2 text-slate-500 hover:bg-red-50 hover:text-red-700', focusRing)}
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </button>
            </div>
            <p className="mt-2 whitespace-pre-wrap text-sm text-slate-800">{event.summary}</p>
            {repeat?.hasRepeats && event.kind === 'proof_of_loss_requested' && (
              <RepeatFlag text={t('diary.askedBefore', { dates: days(repeat.items[0]?.previouslyRequestedOn ?? []) })} />
            )}
            {event.items && event.items.length > 0 && (
              <ul className="mt-2 flex flex-wrap gap-2">
                {event.items.map((item) => {
                  const earlier = repeated.get(item);
                  return (
                    <li
                      key={item}
                      className={cx(
                        'rounded-lg px-2 py-1 text-xs',
                        earlier ? 'bg-amber-100 text-amber-950' : 'bg-slate-100 text-slate-800',
                      )}
                    >
                      {item}
                      {earlier && (
                        <span className="ml-1 font-semibold">
                          <Repeat aria-hidden="true" className="mr-0.5 inline size-3" />
                          {earlier.lastSentOn
                            ? t('diary.itemAskedBeforeSent', {
                                dates: days(earlier.previouslyRequestedOn),
                                sent: formatDay(earlier.lastSentOn),
                              })
                            : t('diary.itemAskedBefore', { dates: days(earlier.previouslyRequestedOn) })}
                        </span>
                      )}
                    </li>
                  );
                })}
              </ul>
            )}
          </li>
        );
      })}
    </ol>
  );
}

const days = (dates: readonly string[]) => dates.map(formatDay).join(', ');

function RepeatFlag({ text }: { text: string }) {
  return (
    <p className="mt-2 inline-flex items-center gap-1 rounded-lg bg-amber-100 px-2 py-1 text-xs font-semibold text-amber-950">
      <Repeat aria-hidden="true" className="size-3" /> {text}
    </p>
  );
}

import {
  DIARY_CHANNEL_LABELS,
  DIARY_DIRECTION_LABELS,
  DIARY_EVENT_KIND_LABELS,
  formatPlainDate,
  type TClaimDeadlines,
  type TDiaryEvent,
} from '@benji/shared';
import { Repeat, Trash2 } from 'lucide-react';
import toast from '../../../../lib/toast';
import { focusRing } from '../../../../components/ui/button';
import { cx } from '../../../../components/ui/cx';
import { isApiError } from '../../../../lib/api/api-error';
import { useDeleteDiaryEventMutation } from '../../api';

type Repeats = TClaimDeadlines['repeats'];

/** The diary, newest first, with each request the insurer had made before flagged. */
export function DiaryEventList({ claimId, events, repeats }: { claimId: number; events: TDiaryEvent[]; repeats: Repeats }) {
  const [deleteEvent] = useDeleteDiaryEventMutation();
  const repeatsById = new Map(repeats.map((repeat) => [repeat.eventId, repeat]));

  async function remove(event: TDiaryEvent) {
    try {
      const { message } = await deleteEvent({ claimId, eventId: event.id }).unwrap();
      toast.success(message);
    } catch (error) {
      toast.error(isApiError(error) ? error.message : 'Failed to delete the event. Please try again.');
    }
  }

  if (events.length === 0)
    return <p className="text-sm text-slate-600">Nothing recorded yet. Start with the day you reported the claim to your insurer.</p>;

  return (
    <ol className="space-y-3">
      {[...events].reverse().map((event) => {
        const repeat = repeatsById.get(event.id);
        const repeated = new Map(repeat?.items.filter((item) => item.repeat).map((item) => [item.item, item]) ?? []);
        const label = DIARY_EVENT_KIND_LABELS[event.kind];
        return (
          <li key={event.id} className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="text-sm font-semibold text-slate-900">
                  <time dateTime={event.occurred_on}>{formatPlainDate(event.occurred_on)}</time> · {label}
                </p>
                {event.direction && event.channel && (
                  <p className="text-xs text-slate-600">
                    {DIARY_DIRECTION_LABELS[event.direction]} · {DIARY_CHANNEL_LABELS[event.channel]}
                  </p>
                )}
              </div>
              <button
                type="button"
                aria-label={`Delete diary event: ${label}, ${formatPlainDate(event.occurred_on)}`}
                onClick={() => void remove(event)}
                className={cx('-m-2 shrink-0 rounded-lg p-2 text-slate-500 hover:bg-red-50 hover:text-red-700', focusRing)}
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </button>
            </div>
            <p className="mt-2 whitespace-pre-wrap text-sm text-slate-800">{event.summary}</p>
            {repeat?.hasRepeats && event.kind === 'proof_of_loss_requested' && (
              <RepeatFlag text={`Asked for before, on ${repeat.items[0]?.previouslyRequestedOn.map(formatPlainDate).join(', ')}`} />
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
                          Repeat request: asked for before on {earlier.previouslyRequestedOn.map(formatPlainDate).join(', ')}
                          {earlier.lastSentOn && `; you sent it on ${formatPlainDate(earlier.lastSentOn)}`}
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

function RepeatFlag({ text }: { text: string }) {
  return (
    <p className="mt-2 inline-flex items-center gap-1 rounded-lg bg-amber-100 px-2 py-1 text-xs font-semibold text-amber-950">
      <Repeat aria-hidden="true" className="size-3" /> Repeat request: {text}
    </p>
  );
}

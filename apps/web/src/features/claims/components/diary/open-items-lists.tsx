import type { TClaimDeadlines } from '@benji/shared';
import { formatDay } from '../../../../i18n/format';
import { richText } from '../../../../i18n/rich-text';
import { useTranslation } from '../../../../i18n/use-translation';

type OpenItems = TClaimDeadlines['open_items'];

function OpenList({ title, items, empty }: { title: string; items: OpenItems['userOwes']; empty: string }) {
  const { t } = useTranslation('claims');
  return (
    <section aria-label={title} className="rounded-2xl p-4 ring-1 ring-slate-200">
      <h4 className="text-sm font-semibold text-slate-900">{title}</h4>
      {items.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{empty}</p>
      ) : (
        <ul className="mt-2 space-y-2">
          {items.map((item) => (
            <li key={`${item.kind}-${item.sourceEventId}-${item.description}`} className="text-sm text-slate-800">
              {item.description}
              <span className="block text-xs text-slate-600">
                {richText(t('diary.since', { date: formatDay(item.since) }), { date: (date) => <time dateTime={item.since}>{date}</time> })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** What each side still owes the other, from the diary. */
export function OpenItemsLists({ openItems }: { openItems: OpenItems }) {
  const { t } = useTranslation('claims');
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <OpenList title={t('diary.userOwes')} items={openItems.userOwes} empty={t('diary.userOwesNothing')} />
      <OpenList title={t('diary.insurerOwes')} items={openItems.insurerOwes} empty={t('diary.insurerOwesNothing')} />
    </div>
  );
}

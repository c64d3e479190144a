import { formatPlainDate, type TClaimDeadlines } from '@benji/shared';

type OpenItems = TClaimDeadlines['open_items'];

function OpenList({ title, items, empty }: { title: string; items: OpenItems['userOwes']; empty: string }) {
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
              <span className="block text-xs text-slate-600">since {formatPlainDate(item.since)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** What each side still owes the other, from the diary. */
export function OpenItemsLists({ openItems }: { openItems: OpenItems }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <OpenList title="You still owe the insurer" items={openItems.userOwes} empty="Nothing open on your side." />
      <OpenList title="The insurer still owes you" items={openItems.insurerOwes} empty="Nothing open on the insurer's side." />
    </div>
  );
}

import type { TInventoryList } from '@benji/shared';
import { Card } from '../../../components/ui/card';
import { dayText } from '../format';
import { categoryLabel } from './item-row';

type Totals = TInventoryList['totals'];

function GroupTable({
  caption,
  groups,
  money,
  label,
}: {
  caption: string;
  groups: Totals['by_room'];
  money: (cents: number) => string;
  label: (key: string) => string;
}) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="mb-2 text-left text-sm font-semibold text-slate-900">{caption}</caption>
      <thead className="text-xs uppercase tracking-wide text-slate-600">
        <tr>
          <th scope="col" className="py-1.5 pr-2">
            {caption === 'By room' ? 'Room' : 'Category'}
          </th>
          <th scope="col" className="py-1.5 pr-2 text-right">
            RCV
          </th>
          <th scope="col" className="hidden whitespace-nowrap py-1.5 pr-2 text-right sm:table-cell">
            Depreciation
          </th>
          <th scope="col" className="py-1.5 text-right">
            ACV
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {groups.map((group) => (
          <tr key={group.key}>
            <th scope="row" className="py-1.5 pr-2 font-normal text-slate-800 [overflow-wrap:anywhere]">
              {label(group.key)} <span className="text-slate-500">({group.item_count})</span>
            </th>
            <td className="whitespace-nowrap py-1.5 pr-2 text-right tabular-nums">{money(group.rcv_cents)}</td>
            <td className="hidden whitespace-nowrap py-1.5 pr-2 text-right tabular-nums sm:table-cell">
              {money(group.depreciation_cents)}
            </td>
            <td className="whitespace-nowrap py-1.5 text-right font-semibold tabular-nums">{money(group.acv_cents)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** What the items are worth: overall first (the figures the insurer's offer is held against), then by room and category. */
export function TotalsPanel({ list, money }: { list: TInventoryList; money: (cents: number) => string }) {
  const { overall } = list.totals;
  const figures = [
    { label: 'Replacement cost (RCV)', value: overall.rcv_cents, tone: 'text-slate-900' },
    { label: 'Depreciation', value: overall.depreciation_cents, tone: 'text-slate-700' },
    { label: 'Actual cash value (ACV)', value: overall.acv_cents, tone: 'text-brand-800' },
  ];
  return (
    <section aria-labelledby="inventory-totals">
      <h2 id="inventory-totals" className="sr-only">
        Totals
      </h2>
      <dl className="grid gap-4 sm:grid-cols-3">
        {figures.map((figure) => (
          <Card key={figure.label} className="p-4 sm:p-6">
            <dt className="text-sm font-medium text-slate-600">{figure.label}</dt>
            <dd className={`mt-1 text-2xl font-bold tabular-nums ${figure.tone}`}>{money(figure.value)}</dd>
          </Card>
        ))}
      </dl>
      <p className="mt-2 text-xs text-slate-600">
        {overall.item_count} {overall.item_count === 1 ? 'item' : 'items'}, valued at the date of loss ({dayText(list.valuation_date)}).
        Useful lives: {list.useful_life_source}
      </p>
      {overall.item_count > 0 && (
        <Card className="mt-4 grid gap-6 p-4 sm:p-6 xl:grid-cols-2">
          <GroupTable caption="By room" groups={list.totals.by_room} money={money} label={(key) => key} />
          <GroupTable caption="By category" groups={list.totals.by_category} money={money} label={categoryLabel} />
        </Card>
      )}
    </section>
  );
}

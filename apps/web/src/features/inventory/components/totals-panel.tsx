import { USEFUL_LIFE_SOURCE, type TInventoryList } from '@benji/shared';
import { Card } from '../../../components/ui/card';
import { richText } from '../../../i18n/rich-text';
import { useTranslation } from '../../../i18n/use-translation';
import { dayText } from '../format';
import { useInventoryLabels } from '../use-inventory-labels';
import { Amount } from './amount';

type Totals = TInventoryList['totals'];

function GroupTable({
  caption,
  heading,
  groups,
  money,
  label,
}: {
  caption: string;
  heading: string;
  groups: Totals['by_room'];
  money: (cents: number) => string;
  label: (key: string) => string;
}) {
  const { t } = useTranslation('inventory');
  return (
    <table className="w-full text-left text-sm">
      <caption className="mb-2 text-left text-sm font-semibold text-slate-900">{caption}</caption>
      <thead className="text-xs uppercase tracking-wide text-slate-600">
        <tr>
          <th scope="col" className="py-1.5 pr-2">
            {heading}
          </th>
          <th scope="col" className="py-1.5 pr-2 text-right">
            {t('columns.rcv')}
          </th>
          <th scope="col" className="hidden whitespace-nowrap py-1.5 pr-2 text-right sm:table-cell">
            {t('columns.depreciation')}
          </th>
          <th scope="col" className="py-1.5 text-right">
            {t('columns.acv')}
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {groups.map((group) => (
          <tr key={group.key}>
            <th scope="row" className="py-1.5 pr-2 font-normal text-slate-800 [overflow-wrap:anywhere]">
              {label(group.key)} <span className="text-slate-500">({group.item_count})</span>
            </th>
            <td className="whitespace-nowrap py-1.5 pr-2 text-right tabular-nums">
              <Amount cents={group.rcv_cents} money={money} />
            </td>
            <td className="hidden whitespace-nowrap py-1.5 pr-2 text-right tabular-nums sm:table-cell">
              <Amount cents={group.depreciation_cents} money={money} />
            </td>
            <td className="whitespace-nowrap py-1.5 text-right font-semibold tabular-nums">
              <Amount cents={group.acv_cents} money={money} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** What the items are worth: overall first (the figures the insurer's offer is held against), then by room and category. */
export function TotalsPanel({ list, money }: { list: TInventoryList; money: (cents: number) => string }) {
  const { t } = useTranslation('inventory');
  const labels = useInventoryLabels();
  const { overall } = list.totals;
  const figures = [
    { label: t('totals.rcv'), value: overall.rcv_cents, tone: 'text-slate-900' },
    { label: t('totals.depreciation'), value: overall.depreciation_cents, tone: 'text-slate-700' },
    { label: t('totals.acv'), value: overall.acv_cents, tone: 'text-brand-800' },
  ];
  // The server names its source in English; the one Benji ships is shown in the user's language.
  const source = list.useful_life_source === USEFUL_LIFE_SOURCE ? t('totals.usefulLifeSource') : list.useful_life_source;
  const summary = t('totals.summary', { count: overall.item_count, date: dayText(list.valuation_date), source });
  return (
    <section aria-labelledby="inventory-totals">
      <h2 id="inventory-totals" className="sr-only">
        {t('totals.heading')}
      </h2>
      <dl className="grid gap-4 sm:grid-cols-3">
        {figures.map((figure) => (
          <Card key={figure.label} className="p-4 sm:p-6">
            <dt className="text-sm font-medium text-slate-600">{figure.label}</dt>
            <dd className={`mt-1 text-2xl font-bold tabular-nums ${figure.tone}`}>
              <Amount cents={figure.value} money={money} />
            </dd>
          </Card>
        ))}
      </dl>
      <p className="mt-2 text-xs text-slate-600">
        {richText(summary, { date: (words) => <time dateTime={list.valuation_date}>{words}</time> })}
      </p>
      {overall.item_count > 0 && (
        <Card className="mt-4 grid gap-6 p-4 sm:p-6 xl:grid-cols-2">
          <GroupTable
            caption={t('totals.byRoom')}
            heading={t('columns.room')}
            groups={list.totals.by_room}
            money={money}
            label={(key) => key}
          />
          <GroupTable
            caption={t('totals.byCategory')}
            heading={t('columns.category')}
            groups={list.totals.by_category}
            money={money}
            label={labels.category}
          />
        </Card>
      )}
    </section>
  );
}

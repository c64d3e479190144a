import type { TInventoryItem } from '@benji/shared';
import { cx } from '../../../components/ui/cx';
import { useTranslation } from '../../../i18n/use-translation';
import { useWideScreen } from '../use-wide-screen';
import { useWindowedRows } from '../use-windowed-rows';
import { ITEM_GRID, ItemRow, PHONE_CARD, type ItemActions } from './item-row';

/** Row heights the windowing counts on; each row's classes hold it to exactly this. */
const ROW_HEIGHT = { wide: 64, phone: 112 } as const;

interface ItemListProps extends ItemActions {
  items: TInventoryItem[];
  money: (cents: number) => string;
}

/**
 * Every item, windowed: only the rows in view (and a few around them) are in the page, so 2,000
 * items scroll as smoothly as 20. The table's roles and row indexes tell a screen reader how many
 * rows there are and which ones it is reading.
 */
export function ItemList({ items, money, ...actions }: ItemListProps) {
  const { t } = useTranslation('inventory');
  const wide = useWideScreen();
  const rowHeight = wide ? ROW_HEIGHT.wide : ROW_HEIGHT.phone;
  const { box, range } = useWindowedRows(items.length, rowHeight);

  return (
    <div role="table" aria-label={t('items.table')} aria-rowcount={items.length + 1} className="text-sm">
      <div role="rowgroup">
        <div
          role="row"
          aria-rowindex={1}
          className={cx(
            'hidden border-b border-slate-200 px-4 py-2 text-xs font-semibold uppercase tracking-wide text-slate-600 md:grid',
            ITEM_GRID,
          )}
        >
          <span role="columnheader">{t('columns.item')}</span>
          <span role="columnheader">{t('columns.room')}</span>
          <span role="columnheader">{t('columns.category')}</span>
          <span role="columnheader" className="text-right">
            {t('columns.qty')}
          </span>
          <span role="columnheader" className="text-right">
            {t('columns.rcv')}
          </span>
          <span role="columnheader" className="text-right">
            {t('columns.depreciation')}
          </span>
          <span role="columnheader" className="text-right">
            {t('columns.acv')}
          </span>
          <span role="columnheader" className="text-right">
            <span className="sr-only">{t('columns.actions')}</span>
          </span>
        </div>
      </div>
      <div
        ref={box}
        role="rowgroup"
        className="relative max-h-[min(70vh,40rem)] overflow-y-auto"
        tabIndex={0}
        aria-label={t('items.scrollable')}
      >
        <div style={{ height: range.total }} className="relative">
          {items.slice(range.start, range.end).map((item, index) => (
            <div
              key={item.id}
              role="row"
              aria-rowindex={range.start + index + 2}
              style={{ height: rowHeight, transform: `translateY(${(range.start + index) * rowHeight}px)` }}
              className={cx(
                'absolute inset-x-0 top-0 overflow-hidden border-b border-slate-100 px-4 hover:bg-slate-50',
                PHONE_CARD,
                ITEM_GRID,
              )}
            >
              <ItemRow item={item} money={money} {...actions} />
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}

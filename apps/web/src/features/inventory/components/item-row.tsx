import { INVENTORY_CATEGORY_TABLE, type TInventoryItem } from '@benji/shared';
import { Copy, Pencil, Trash2 } from 'lucide-react';
import { focusRing } from '../../../components/ui/button';
import { cx } from '../../../components/ui/cx';

const LABEL_OF = new Map<string, string>(INVENTORY_CATEGORY_TABLE.map((row) => [row.id, row.label]));
export const categoryLabel = (id: string) => LABEL_OF.get(id) ?? id;

export interface ItemActions {
  onEdit: (item: TInventoryItem) => void;
  onDuplicate: (item: TInventoryItem) => void;
  onDelete: (item: TInventoryItem) => void;
}

/** Shared by the row's grid and the list's header, so the columns line up. */
export const ITEM_GRID =
  'md:grid md:grid-cols-[minmax(0,2.2fr)_minmax(0,1fr)_minmax(0,1.3fr)_3rem_repeat(3,minmax(0,1fr))_8.5rem] md:items-center md:gap-3';

const iconButton = cx('inline-flex size-10 items-center justify-center rounded-lg', focusRing);

interface ItemRowProps extends ItemActions {
  item: TInventoryItem;
  money: (cents: number) => string;
}

/** One item: a table row from md up, a card on a phone; both of one fixed height (the list is windowed). */
export function ItemRow({ item, money, onEdit, onDuplicate, onDelete }: ItemRowProps) {
  const name = item.description;
  return (
    <>
      <div role="cell" className="min-w-0">
        <p className="truncate font-semibold text-slate-900">{name}</p>
        <p className="truncate text-xs text-slate-600">
          {item.brand_model || '—'}
          <span className="md:hidden">
            {' · '}
            {item.room} · {categoryLabel(item.category)}
          </span>
        </p>
      </div>
      <div role="cell" className="hidden truncate text-slate-700 md:block">
        {item.room}
      </div>
      <div role="cell" className="hidden truncate text-slate-700 md:block">
        {categoryLabel(item.category)}
      </div>
      <div role="cell" className="text-slate-700 md:text-right">
        <span className="md:sr-only">Qty </span>
        {item.quantity}
      </div>
      <div role="cell" className="tabular-nums text-slate-800 md:text-right">
        <span className="text-xs text-slate-600 md:sr-only">RCV </span>
        {money(item.valuation.rcv_cents)}
      </div>
      <div role="cell" className="tabular-nums text-slate-800 md:text-right">
        <span className="text-xs text-slate-600 md:sr-only">Depreciation </span>
        {money(item.valuation.depreciation_cents)}
      </div>
      <div role="cell" className="tabular-nums font-semibold text-slate-900 md:text-right">
        <span className="text-xs font-normal text-slate-600 md:sr-only">ACV </span>
        {money(item.valuation.acv_cents)}
      </div>
      <div role="cell" className="flex justify-end gap-1">
        <button
          type="button"
          aria-label={`Edit ${name}`}
          className={cx(iconButton, 'text-brand-700 hover:bg-brand-50')}
          onClick={() => onEdit(item)}
        >
          <Pencil aria-hidden="true" className="size-4" />
        </button>
        <button
          type="button"
          aria-label={`Duplicate ${name}`}
          className={cx(iconButton, 'text-brand-700 hover:bg-brand-50')}
          onClick={() => onDuplicate(item)}
        >
          <Copy aria-hidden="true" className="size-4" />
        </button>
        <button
          type="button"
          aria-label={`Delete ${name}`}
          className={cx(iconButton, 'text-red-700 hover:bg-red-50')}
          onClick={() => onDelete(item)}
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </button>
      </div>
    </>
  );
}

import type { TInventoryItem } from '@benji/shared';
import { Camera, Copy, Pencil, Trash2 } from 'lucide-react';
import { focusRing } from '../../../components/ui/button';
import { cx } from '../../../components/ui/cx';
import { useTranslation } from '../../../i18n/use-translation';
import { useInventoryLabels } from '../use-inventory-labels';
import { Amount } from './amount';

export interface ItemActions {
  onEdit: (item: TInventoryItem) => void;
  onDuplicate: (item: TInventoryItem) => void;
  onDelete: (item: TInventoryItem) => void;
}

/** Shared by the row's grid and the list's header, so the columns line up. */
export const ITEM_GRID =
  'md:grid-cols-[minmax(0,2fr)_minmax(0,1.1fr)_minmax(0,1.3fr)_2.5rem_repeat(3,6.5rem)_7.5rem] md:items-center md:gap-3';

/**
 * On a phone the row is a card on a 12-column grid: the item and its actions on top, quantity, RCV
 * and ACV under them (depreciation, their difference, is left to the totals: four figures do not
 * fit). Each cell says where it goes on both grids.
 */
export const PHONE_CARD = 'grid grid-cols-12 content-center gap-x-2 gap-y-2';
const span = {
  item: 'col-span-7 md:col-span-1',
  qty: 'col-span-2 md:col-span-1',
  figure: 'col-span-5 md:col-span-1',
  actions: 'col-span-5 col-start-8 row-start-1 md:col-span-1 md:col-start-auto md:row-start-auto',
} as const;

const figureLabel = 'block text-xs font-normal text-slate-600 md:sr-only';

const iconButton = cx('inline-flex size-10 items-center justify-center rounded-lg', focusRing);

/** Before the brand on the row's second line, so the description keeps its width. */
function AttachmentBadge({ count }: { count: number }) {
  const { t } = useTranslation('inventory');
  return (
    <span className="mr-1.5 inline-flex items-center gap-1 rounded-full bg-brand-50 px-1.5 align-middle font-semibold text-brand-800">
      <Camera aria-hidden="true" className="size-3" />
      <span aria-hidden="true">{count}</span>
      <span className="sr-only">{t('items.attachments', { count })}</span>
    </span>
  );
}

interface ItemRowProps extends ItemActions {
  item: TInventoryItem;
  money: (cents: number) => string;
}

/** One item: a table row from md up, a card on a phone; both of one fixed height (the list is windowed). */
export function ItemRow({ item, money, onEdit, onDuplicate, onDelete }: ItemRowProps) {
  const { t } = useTranslation('inventory');
  const labels = useInventoryLabels();
  const name = item.description;
  return (
    <>
      <div role="cell" className={cx('min-w-0', span.item)}>
        <p className="truncate font-semibold text-slate-900">{name}</p>
        <p className="truncate text-xs text-slate-600">
          {item.attachment_count > 0 && <AttachmentBadge count={item.attachment_count} />}
          {item.brand_model || '—'}
          <span className="md:hidden">
            {' · '}
            {item.room} · {labels.category(item.category)}
          </span>
        </p>
      </div>
      <div role="cell" className="hidden truncate text-slate-700 md:block">
        {item.room}
      </div>
      <div role="cell" className="hidden truncate text-slate-700 md:block">
        {labels.category(item.category)}
      </div>
      <div role="cell" className={cx('text-slate-700 md:text-right', span.qty)}>
        <span className={figureLabel}>{t('columns.qty')} </span>
        {item.quantity}
      </div>
      <div role="cell" className={cx('whitespace-nowrap tabular-nums text-slate-800 md:text-right', span.figure)}>
        <span className={figureLabel}>{t('columns.rcv')} </span>
        <Amount cents={item.valuation.rcv_cents} money={money} />
      </div>
      <div role="cell" className="hidden whitespace-nowrap tabular-nums text-slate-800 md:block md:text-right">
        <span className={figureLabel}>{t('columns.depreciation')} </span>
        <Amount cents={item.valuation.depreciation_cents} money={money} />
      </div>
      <div role="cell" className={cx('whitespace-nowrap tabular-nums font-semibold text-slate-900 md:text-right', span.figure)}>
        <span className={figureLabel}>{t('columns.acv')} </span>
        <Amount cents={item.valuation.acv_cents} money={money} />
      </div>
      <div role="cell" className={cx('flex justify-end gap-0.5 md:gap-1', span.actions)}>
        <button
          type="button"
          aria-label={t('items.edit', { name })}
          className={cx(iconButton, 'text-brand-700 hover:bg-brand-50')}
          onClick={() => onEdit(item)}
        >
          <Pencil aria-hidden="true" className="size-4" />
        </button>
        <button
          type="button"
          aria-label={t('items.duplicate', { name })}
          className={cx(iconButton, 'text-brand-700 hover:bg-brand-50')}
          onClick={() => onDuplicate(item)}
        >
          <Copy aria-hidden="true" className="size-4" />
        </button>
        <button
          type="button"
          aria-label={t('items.delete', { name })}
          className={cx(iconButton, 'text-red-700 hover:bg-red-50')}
          onClick={() => onDelete(item)}
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </button>
      </div>
    </>
  );
}

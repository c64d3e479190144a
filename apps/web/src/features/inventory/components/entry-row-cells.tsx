import { INVENTORY_CATEGORY_TABLE, INVENTORY_CONDITION_TABLE } from '@benji/shared';
import { Trash2 } from 'lucide-react';
import type { KeyboardEvent, ReactNode } from 'react';
import { focusRing } from '../../../components/ui/button';
import { cx } from '../../../components/ui/cx';
import { useTranslation } from '../../../i18n/use-translation';
import { useInventoryLabels } from '../use-inventory-labels';
import type { EntryColumn, EntryRow, RowProblems } from '../entry-rows';
import { cellInput } from './cell-input';

interface EntryRowCellsProps {
  row: EntryRow;
  /** 1-based, as the user counts rows. */
  number: number;
  problems: RowProblems | undefined;
  onChange: (changes: Partial<EntryRow>) => void;
  onEnter: () => void;
  onRemove: () => void;
}

/** The table's column headers (their catalogue keys), in the order of the cells below. */
export const ENTRY_COLUMNS = [
  { column: 'description', label: 'entry.columns.description' },
  { column: 'category', label: 'entry.columns.category' },
  { column: 'brand_model', label: 'entry.columns.brandModel' },
  { column: 'quantity', label: 'entry.columns.quantity' },
  { column: 'age_years', label: 'entry.columns.age' },
  { column: 'cost', label: 'entry.columns.cost' },
  { column: 'condition', label: 'entry.columns.condition' },
] as const satisfies readonly { column: EntryColumn; label: string }[];

const cellId = (row: EntryRow, column: EntryColumn) => `entry-${row.key}-${column}`;

/** One line of the fast-entry table; Enter in any cell asks for the next line. */
export function EntryRowCells({ row, number, problems, onChange, onEnter, onRemove }: EntryRowCellsProps) {
  const { t } = useTranslation('inventory');
  const labels = useInventoryLabels();
  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    onEnter();
  }

  function cell(column: EntryColumn, label: string, control: (props: object) => ReactNode, className: string, sticky = false) {
    const error = problems?.[column];
    const props = {
      id: cellId(row, column),
      'aria-label': label,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${cellId(row, column)}-error` : undefined,
      onKeyDown,
      className: cellInput,
    };
    return (
      <td className={cx('px-1 py-1.5 align-top', className, sticky && 'sticky left-0 z-10 bg-white')}>
        {control(props)}
        {error && (
          <p id={`${cellId(row, column)}-error`} className="mt-1 text-xs text-red-700">
            {error}
          </p>
        )}
      </td>
    );
  }

  const text = (column: 'description' | 'brand_model' | 'quantity' | 'age_years' | 'cost', inputMode?: 'numeric' | 'decimal') =>
    function TextCell(props: object) {
      return (
        <input
          {...props}
          type="text"
          inputMode={inputMode}
          value={row[column]}
          onChange={(event) => onChange({ [column]: event.target.value })}
        />
      );
    };

  return (
    <tr data-entry-row={row.key}>
      {cell('description', t('entry.cells.description', { row: number }), text('description'), 'min-w-44', true)}
      {cell(
        'category',
        t('entry.cells.category', { row: number }),
        (props) => (
          <select {...props} value={row.category} onChange={(event) => onChange({ category: event.target.value as EntryRow['category'] })}>
            <option value="">{t('entry.choose')}</option>
            {INVENTORY_CATEGORY_TABLE.map((category) => (
              <option key={category.id} value={category.id}>
                {labels.category(category.id)}
              </option>
            ))}
          </select>
        ),
        'min-w-40',
      )}
      {cell('brand_model', t('entry.cells.brandModel', { row: number }), text('brand_model'), 'min-w-32')}
      {cell('quantity', t('entry.cells.quantity', { row: number }), text('quantity', 'numeric'), 'w-20')}
      {cell('age_years', t('entry.cells.age', { row: number }), text('age_years', 'decimal'), 'w-24')}
      {cell('cost', t('entry.cells.cost', { row: number }), text('cost', 'decimal'), 'w-32')}
      {cell(
        'condition',
        t('entry.cells.condition', { row: number }),
        (props) => (
          <select
            {...props}
            value={row.condition}
            onChange={(event) => onChange({ condition: event.target.value as EntryRow['condition'] })}
          >
            {INVENTORY_CONDITION_TABLE.map((condition) => (
              <option key={condition.id} value={condition.id}>
                {labels.condition(condition.id)}
              </option>
            ))}
          </select>
        ),
        'w-32',
      )}
      <td className="px-1 py-1.5 align-top">
        <button
          type="button"
          aria-label={t('entry.removeRow', { row: number })}
          onClick={onRemove}
          className={cx(
            'inline-flex size-10 items-center justify-center rounded-lg text-slate-500 hover:bg-red-50 hover:text-red-700',
            focusRing,
          )}
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </button>
        {problems?.row && <p className="mt-1 text-xs text-red-700">{problems.row}</p>}
      </td>
    </tr>
  );
}

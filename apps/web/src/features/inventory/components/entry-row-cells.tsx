import { INVENTORY_CATEGORY_TABLE, INVENTORY_CONDITION_TABLE } from '@benji/shared';
import { Trash2 } from 'lucide-react';
import type { KeyboardEvent, ReactNode } from 'react';
import { focusRing } from '../../../components/ui/button';
import { cx } from '../../../components/ui/cx';
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

/** The table's column headers, in the order of the cells below. */
export const ENTRY_COLUMNS: { column: EntryColumn; label: string }[] = [
  { column: 'description', label: 'Description' },
  { column: 'category', label: 'Category' },
  { column: 'brand_model', label: 'Brand or model' },
  { column: 'quantity', label: 'Qty' },
  { column: 'age_years', label: 'Age (years)' },
  { column: 'cost', label: 'Cost of one ($)' },
  { column: 'condition', label: 'Condition' },
];

const cellId = (row: EntryRow, column: EntryColumn) => `entry-${row.key}-${column}`;

/** One line of the fast-entry table; Enter in any cell asks for the next line. */
export function EntryRowCells({ row, number, problems, onChange, onEnter, onRemove }: EntryRowCellsProps) {
  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    onEnter();
  }

  function cell(column: EntryColumn, label: string, control: (props: object) => ReactNode, className: string, sticky = false) {
    const error = problems?.[column];
    const props = {
      id: cellId(row, column),
      'aria-label': `${label}, row ${number}`,
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
      {cell('description', 'Description', text('description'), 'min-w-44', true)}
      {cell(
        'category',
        'Category',
        (props) => (
          <select {...props} value={row.category} onChange={(event) => onChange({ category: event.target.value as EntryRow['category'] })}>
            <option value="">Choose…</option>
            {INVENTORY_CATEGORY_TABLE.map((category) => (
              <option key={category.id} value={category.id}>
                {category.label}
              </option>
            ))}
          </select>
        ),
        'min-w-40',
      )}
      {cell('brand_model', 'Brand or model', text('brand_model'), 'min-w-32')}
      {cell('quantity', 'Quantity', text('quantity', 'numeric'), 'w-20')}
      {cell('age_years', 'Age in years', text('age_years', 'decimal'), 'w-24')}
      {cell('cost', 'Replacement cost of one', text('cost', 'decimal'), 'w-32')}
      {cell(
        'condition',
        'Condition',
        (props) => (
          <select
            {...props}
            value={row.condition}
            onChange={(event) => onChange({ condition: event.target.value as EntryRow['condition'] })}
          >
            {INVENTORY_CONDITION_TABLE.map((condition) => (
              <option key={condition.id} value={condition.id}>
                {condition.label}
              </option>
            ))}
          </select>
        ),
        'w-32',
      )}
      <td className="px-1 py-1.5 align-top">
        <button
          type="button"
          aria-label={`Remove row ${number}`}
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

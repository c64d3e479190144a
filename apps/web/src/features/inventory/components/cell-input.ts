import { cx } from '../../../components/ui/cx';

/** A compact field for a table cell: the form fields' look, one line high. */
export const cellInput = cx(
  'block w-full min-h-10 rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-base text-slate-900 sm:text-sm',
  'placeholder:text-slate-500 focus-visible:border-brand-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600/30',
  'aria-[invalid=true]:border-red-600',
);

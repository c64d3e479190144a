import { pageWindow } from '@benji/shared';
import { ChevronsLeft, ChevronsRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { focusRing } from '../ui/button';
import { useTranslation } from '../../i18n/use-translation';
import { cx } from '../ui/cx';

export interface PaginationProps {
  /** 1-based. */
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  /** Names the navigation landmark, e.g. 'Template pages'. */
  label: string;
}

const cell = cx('inline-flex size-11 items-center justify-center rounded-xl text-sm font-semibold transition-colors', focusRing);

/**
 * The pager of spec 2.9 and 2.12: a window of 3 page numbers around the current page, with
 * shortcuts to the first and last pages. Nothing is drawn when everything fits on one page.
 */
export function Pagination({ page, totalPages, onChange, label }: PaginationProps) {
  const { t } = useTranslation('frame');
  if (totalPages <= 1) return null;
  const pages = pageWindow(page, totalPages);
  return (
    <nav aria-label={label} className="flex justify-center">
      <ul className="flex items-center gap-1">
        <li>
          <Shortcut label={t('pagination.first')} disabled={page <= 1} onClick={() => onChange(1)}>
            <ChevronsLeft aria-hidden="true" className="size-5" />
          </Shortcut>
        </li>
        {pages.map((number) => (
          <li key={number}>
            <button
              type="button"
              aria-label={t('pagination.page', { page: number })}
              aria-current={number === page ? 'page' : undefined}
              onClick={() => onChange(number)}
              className={cx(
                cell,
                number === page ? 'bg-brand-700 text-white shadow-sm' : 'bg-white text-slate-700 ring-1 ring-slate-200 hover:bg-brand-50',
              )}
            >
              {number}
            </button>
          </li>
        ))}
        <li>
          <Shortcut label={t('pagination.last')} disabled={page >= totalPages} onClick={() => onChange(totalPages)}>
            <ChevronsRight aria-hidden="true" className="size-5" />
          </Shortcut>
        </li>
      </ul>
    </nav>
  );
}

function Shortcut({ label, disabled, onClick, children }: { label: string; disabled: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
      className={cx(
        cell,
        'text-slate-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:text-slate-400 disabled:hover:bg-transparent',
      )}
    >
      {children}
    </button>
  );
}

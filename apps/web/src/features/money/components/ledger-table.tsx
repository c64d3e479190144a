import type { TLedgerEntry } from '@benji/shared';
import { Pencil, Trash2 } from 'lucide-react';
import { focusRing } from '../../../components/ui/button';
import { cx } from '../../../components/ui/cx';
import { richText } from '../../../i18n/rich-text';
import { useTranslation } from '../../../i18n/use-translation';
import { dayText, moneyText, type Currency } from '../format';

export interface EntryActions {
  onEdit: (entry: TLedgerEntry) => void;
  onDelete: (entry: TLedgerEntry) => void;
}

interface LedgerTableProps extends EntryActions {
  entries: TLedgerEntry[];
  currency: Currency;
}

// A finger's 44 px on a phone; a pointer's 36 px beside the table's columns.
const iconButton = cx('inline-flex size-11 md:size-9 items-center justify-center rounded-xl hover:bg-slate-100', focusRing);

/** Where a cheque stands: its endorsement and the other payee, or nothing when it was made out to the policyholder alone. */
function ChequeStatus({ entry }: { entry: TLedgerEntry }) {
  const { t } = useTranslation('money');
  if (entry.joint_payee === '')
    return (
      <>
        <span aria-hidden="true">—</span>
        <span className="sr-only">{t('table.none')}</span>
      </>
    );
  return (
    <>
      <span className="font-medium text-slate-800">{t(`endorsement.${entry.endorsement_status}`)}</span>{' '}
      <span className="text-slate-600">
        {richText(t('table.withJointPayee', { name: entry.joint_payee }), { name: (name) => <span translate="no">{name}</span> })}
      </span>
    </>
  );
}

function RowButtons({ entry, currency, onEdit, onDelete }: { entry: TLedgerEntry; currency: Currency } & EntryActions) {
  const { t } = useTranslation('money');
  const named = { kind: t(`kinds.${entry.kind}`), amount: moneyText(entry.amount_cents, currency), date: dayText(entry.occurred_on) };
  return (
    <div className="flex justify-end">
      <button type="button" aria-label={t('table.edit', named)} onClick={() => onEdit(entry)} className={cx(iconButton, 'text-brand-700')}>
        <Pencil aria-hidden="true" className="size-4" />
      </button>
      <button
        type="button"
        aria-label={t('table.delete', named)}
        onClick={() => onDelete(entry)}
        className={cx(iconButton, 'text-red-700')}
      >
        <Trash2 aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}

/**
 * The entries, oldest first. A table from 768 px; below, each entry is a card of its own (six
 * columns do not fit a phone, and a table scrolled sideways hides the amount or the actions).
 */
export function LedgerTable({ entries, currency, ...actions }: LedgerTableProps) {
  const { t } = useTranslation('money');
  const head = 'whitespace-nowrap px-3 py-3 text-xs font-semibold uppercase tracking-wide text-slate-600';
  const cell = 'px-3 py-3 align-top';
  return (
    <>
      {/* Focusable so that a keyboard can scroll it where the columns are wider than the screen (768 px to 1024 px). */}
      <div
        role="region"
        aria-label={t('table.caption')}
        tabIndex={0}
        className={cx('hidden overflow-x-auto rounded-xl md:block', focusRing)}
      >
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('table.caption')}</caption>
          <thead className="border-b border-slate-200">
            <tr>
              <th scope="col" className={head}>
                {t('table.date')}
              </th>
              <th scope="col" className={head}>
                {t('table.kind')}
              </th>
              <th scope="col" className={cx(head, 'text-right')}>
                {t('table.amount')}
              </th>
              <th scope="col" className={head}>
                {t('table.payee')}
              </th>
              <th scope="col" className={head}>
                {t('table.cheque')}
              </th>
              <th scope="col" className={head}>
                {t('table.note')}
              </th>
              <th scope="col" className={head}>
                <span className="sr-only">{t('table.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {entries.map((entry) => (
              <tr key={entry.id} className="hover:bg-slate-50">
                <td className={cx(cell, 'whitespace-nowrap text-slate-700')}>{dayText(entry.occurred_on)}</td>
                <td className={cx(cell, 'min-w-32 font-medium text-slate-900')}>{t(`kinds.${entry.kind}`)}</td>
                <td className={cx(cell, 'whitespace-nowrap text-right font-semibold tabular-nums text-slate-900')}>
                  {moneyText(entry.amount_cents, currency)}
                </td>
                <td className={cx(cell, 'min-w-24 text-slate-700 [overflow-wrap:anywhere]')} translate="no">
                  {entry.payee}
                </td>
                <td className={cx(cell, '[overflow-wrap:anywhere]')}>
                  <ChequeStatus entry={entry} />
                </td>
                <td className={cx(cell, 'min-w-32 text-slate-600 [overflow-wrap:anywhere]')} translate="no">
                  {entry.note}
                </td>
                <td className="px-1 py-2 align-top">
                  <RowButtons entry={entry} currency={currency} {...actions} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul aria-label={t('table.caption')} className="divide-y divide-slate-100 md:hidden">
        {entries.map((entry) => (
          <li key={entry.id} className="py-4">
            <div className="flex items-start gap-2">
              <div className="min-w-0 flex-1">
                <p className="font-medium text-slate-900">{t(`kinds.${entry.kind}`)}</p>
                <p className="text-sm text-slate-600">{dayText(entry.occurred_on)}</p>
              </div>
              <p className="whitespace-nowrap pt-0.5 font-semibold tabular-nums text-slate-900">
                {moneyText(entry.amount_cents, currency)}
              </p>
            </div>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              {entry.payee && (
                <>
                  <dt className="text-slate-600">{t('table.payee')}</dt>
                  <dd className="text-slate-800 [overflow-wrap:anywhere]" translate="no">
                    {entry.payee}
                  </dd>
                </>
              )}
              {entry.joint_payee && (
                <>
                  <dt className="text-slate-600">{t('table.cheque')}</dt>
                  <dd className="[overflow-wrap:anywhere]">
                    <ChequeStatus entry={entry} />
                  </dd>
                </>
              )}
              {entry.note && (
                <>
                  <dt className="text-slate-600">{t('table.note')}</dt>
                  <dd className="text-slate-800 [overflow-wrap:anywhere]" translate="no">
                    {entry.note}
                  </dd>
                </>
              )}
            </dl>
            <div className="-mr-2 mt-1">
              <RowButtons entry={entry} currency={currency} {...actions} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

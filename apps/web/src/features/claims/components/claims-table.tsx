import type { TClaim } from '@benji/shared';
import { Eye, PackageOpen } from 'lucide-react';
import { Link } from 'react-router';
import { focusRing } from '../../../components/ui/button';
import { cx } from '../../../components/ui/cx';
import { richText } from '../../../i18n/rich-text';
import { useTranslation } from '../../../i18n/use-translation';
import { useClaimWords } from '../../../lib/claim-words';
import { lastUpdateText } from '../last-update';
import { StatusBadge } from '../../../components/ui/status-badge';
import { InsurerMonogram } from './insurer-monogram';

interface ClaimsTableProps {
  claims: TClaim[];
  onView: (claim: TClaim) => void;
}

// Words wrap whole (the page's wrap-anywhere would split "Inundación" on a phone). The insurer's
// name breaks inside a word only when that one word is wider than the column: break-word, unlike
// anywhere, leaves the column as wide as its longest word, so "Insurance" is not cut to "Insuran ce".
const cell = 'px-2 py-3 sm:px-4 [overflow-wrap:normal]';

/** Spec 2.9: Insurance Co., Claim Type, Last Update, Action. */
export function ClaimsTable({ claims, onView }: ClaimsTableProps) {
  const { t } = useTranslation('claims');
  const words = useClaimWords();
  return (
    <div>
      <table className="w-full text-left text-sm">
        <thead className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-600">
          <tr>
            <th scope="col" className={cell}>
              {t('table.company')}
            </th>
            <th scope="col" className={cell}>
              {t('table.type')}
            </th>
            {/* On a phone the date moves under the claim type, so the view button stays on screen. */}
            <th scope="col" className={cx(cell, 'hidden sm:table-cell')}>
              {t('table.lastUpdate')}
            </th>
            <th scope="col" className={cx(cell, 'whitespace-nowrap text-right')}>
              {t('table.action')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {claims.map((claim) => {
            const company = claim.insurance_company_name.trim() || t('table.noInsurer');
            const type = words.claimType(claim.type_of_claim);
            return (
              <tr key={claim.id} className="hover:bg-slate-50">
                <td className={cell}>
                  <div className="flex items-center gap-2 sm:gap-3">
                    {/* The name is printed beside it. */}
                    <InsurerMonogram company={claim.insurance_company_name} decorative />
                    <div className="min-w-0">
                      <p className="font-semibold text-slate-900 [overflow-wrap:break-word]">{company}</p>
                      <StatusBadge status={claim.status} />
                    </div>
                  </div>
                </td>
                <td className={cx(cell, 'text-slate-700')}>
                  {type}
                  <span className="mt-1 block text-xs text-slate-600 sm:hidden">
                    {richText(t('table.updated', { date: lastUpdateText(claim.updated_at) }), {
                      date: (date) => <time dateTime={claim.updated_at}>{date}</time>,
                    })}
                  </span>
                </td>
                <td className={cx(cell, 'hidden whitespace-nowrap text-slate-700 sm:table-cell')}>
                  <time dateTime={claim.updated_at}>{lastUpdateText(claim.updated_at)}</time>
                </td>
                <td className={cx(cell, 'whitespace-nowrap text-right')}>
                  <Link
                    to={`/claim-status/${claim.id}/inventory`}
                    aria-label={t('table.inventoryOf', { company, type })}
                    title={t('table.inventory')}
                    className={cx('inline-flex size-11 items-center justify-center rounded-xl text-brand-700 hover:bg-brand-50', focusRing)}
                  >
                    <PackageOpen aria-hidden="true" className="size-5" />
                  </Link>
                  <button
                    type="button"
                    aria-label={t('table.view', { company, type })}
                    onClick={() => onView(claim)}
                    className={cx('inline-flex size-11 items-center justify-center rounded-xl text-brand-700 hover:bg-brand-50', focusRing)}
                  >
                    <Eye aria-hidden="true" className="size-5" />
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

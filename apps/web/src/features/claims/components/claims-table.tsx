import type { TClaim } from '@benji/shared';
import { Eye, PackageOpen } from 'lucide-react';
import { Link } from 'react-router';
import { focusRing } from '../../../components/ui/button';
import { cx } from '../../../components/ui/cx';
import { lastUpdateText } from '../last-update';
import { StatusBadge } from '../../../components/ui/status-badge';
import { InsurerMonogram } from './insurer-monogram';

interface ClaimsTableProps {
  claims: TClaim[];
  onView: (claim: TClaim) => void;
}

const cell = 'px-2 py-3 sm:px-4';

/** Spec 2.9: Insurance Co., Claim Type, Last Update, Action. */
export function ClaimsTable({ claims, onView }: ClaimsTableProps) {
  return (
    <div>
      <table className="w-full text-left text-sm">
        <thead className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-600">
          <tr>
            <th scope="col" className={cell}>
              Insurance Co.
            </th>
            <th scope="col" className={cell}>
              Claim Type
            </th>
            {/* On a phone the date moves under the claim type, so the view button stays on screen. */}
            <th scope="col" className={cx(cell, 'hidden sm:table-cell')}>
              Last Update
            </th>
            <th scope="col" className={cx(cell, 'whitespace-nowrap text-right')}>
              Action
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {claims.map((claim) => {
            const company = claim.insurance_company_name.trim() || 'Insurer not given';
            return (
              <tr key={claim.id} className="hover:bg-slate-50">
                <td className={cell}>
                  <div className="flex items-center gap-2 sm:gap-3">
                    {/* The name is printed beside it. */}
                    <InsurerMonogram company={claim.insurance_company_name} decorative />
                    <div className="min-w-0">
                      <p className="font-semibold text-slate-900 [overflow-wrap:anywhere]">{company}</p>
                      <StatusBadge status={claim.status} />
                    </div>
                  </div>
                </td>
                <td className={cx(cell, 'text-slate-700')}>
                  {claim.type_of_claim}
                  <span className="mt-1 block text-xs text-slate-600 sm:hidden">Updated {lastUpdateText(claim.updated_at)}</span>
                </td>
                <td className={cx(cell, 'hidden whitespace-nowrap text-slate-700 sm:table-cell')}>{lastUpdateText(claim.updated_at)}</td>
                <td className={cx(cell, 'whitespace-nowrap text-right')}>
                  <Link
                    to={`/claim-status/${claim.id}/inventory`}
                    aria-label={`Contents inventory: ${company}, ${claim.type_of_claim}`}
                    title="Contents inventory"
                    className={cx('inline-flex size-11 items-center justify-center rounded-xl text-brand-700 hover:bg-brand-50', focusRing)}
                  >
                    <PackageOpen aria-hidden="true" className="size-5" />
                  </Link>
                  <button
                    type="button"
                    aria-label={`View claim: ${company}, ${claim.type_of_claim}`}
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

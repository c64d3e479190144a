import { CLAIM_STATUS_COLOURS, type TClaimStatus } from '@benji/shared';
import { useTranslation } from '../../i18n/use-translation';
import { cx } from './cx';

// Spec 4: Active blue, Paid green, Rejected red, Draft grey.
const BADGE: Record<(typeof CLAIM_STATUS_COLOURS)[TClaimStatus], string> = {
  blue: 'bg-brand-100 text-brand-900 ring-brand-200',
  green: 'bg-green-100 text-green-900 ring-green-200',
  red: 'bg-red-100 text-red-900 ring-red-200',
  grey: 'bg-slate-200 text-slate-800 ring-slate-300',
};

export function StatusBadge({ status, className }: { status: TClaimStatus; className?: string }) {
  const { t } = useTranslation('frame');
  return (
    <span
      className={cx(
        'inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        BADGE[CLAIM_STATUS_COLOURS[status]],
        className,
      )}
    >
      {t(`statuses.${status}`)}
    </span>
  );
}

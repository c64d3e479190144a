import { PackageOpen } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useTranslation } from '../../../i18n/use-translation';

export function InventoryLoading() {
  const { t } = useTranslation('inventory');
  return (
    <p role="status" className="flex items-center justify-center gap-2 py-12 text-slate-600">
      <Spinner className="size-5" /> {t('states.loading')}
    </p>
  );
}

export function InventoryError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('inventory');
  return (
    <div role="alert" className="py-12 text-center">
      <p className="font-semibold text-red-800">{t('states.error')}</p>
      <p className="mt-1 text-sm text-slate-700">{message}</p>
      <Button variant="secondary" className="mt-4" onClick={onRetry}>
        {t('states.tryAgain')}
      </Button>
    </div>
  );
}

/** The claim is not the user's or no longer exists: the server says 404 either way. */
export function InventoryClaimMissing() {
  const { t } = useTranslation('inventory');
  return (
    <div role="alert" className="py-12 text-center">
      <p className="font-semibold text-slate-900">{t('states.missing')}</p>
      <p className="mt-1 text-sm text-slate-700">{t('states.missingHint')}</p>
      <Link to="/claim-status" className={buttonClasses('primary', 'mt-4')}>
        {t('states.goToClaims')}
      </Link>
    </div>
  );
}

export function InventoryEmpty() {
  const { t } = useTranslation('inventory');
  return (
    <div className="py-12 text-center">
      <PackageOpen aria-hidden="true" className="mx-auto size-10 text-slate-400" />
      <p className="mt-3 font-semibold text-slate-800">{t('states.empty')}</p>
      <p className="mt-1 text-sm text-slate-600">{t('states.emptyHint')}</p>
    </div>
  );
}

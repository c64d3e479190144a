import { PackageOpen } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';

export function InventoryLoading() {
  return (
    <p role="status" className="flex items-center justify-center gap-2 py-12 text-slate-600">
      <Spinner className="size-5" /> Loading the inventory...
    </p>
  );
}

export function InventoryError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="py-12 text-center">
      <p className="font-semibold text-red-800">Error loading the inventory</p>
      <p className="mt-1 text-sm text-slate-700">{message}</p>
      <Button variant="secondary" className="mt-4" onClick={onRetry}>
        Try Again
      </Button>
    </div>
  );
}

/** The claim is not the user's or no longer exists: the server says 404 either way. */
export function InventoryClaimMissing() {
  return (
    <div role="alert" className="py-12 text-center">
      <p className="font-semibold text-slate-900">Claim not found</p>
      <p className="mt-1 text-sm text-slate-700">It may have been deleted. Choose a claim from Claim Status.</p>
      <Link to="/claim-status" className={buttonClasses('primary', 'mt-4')}>
        Go to Claim Status
      </Link>
    </div>
  );
}

export function InventoryEmpty() {
  return (
    <div className="py-12 text-center">
      <PackageOpen aria-hidden="true" className="mx-auto size-10 text-slate-400" />
      <p className="mt-3 font-semibold text-slate-800">No items yet</p>
      <p className="mt-1 text-sm text-slate-600">Add a room’s items above, or import a spreadsheet.</p>
    </div>
  );
}

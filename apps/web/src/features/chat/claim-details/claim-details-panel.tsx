import { ClaimUploadMessage } from '@benji/shared';
import type { FormEvent } from 'react';
import toast from '../../../lib/toast';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api/api-error';
import { ClaimDetailFields } from './components/claim-detail-fields';
import { CopyAllButton } from './components/copy-all-button';
import { CurrentFile } from './components/current-file';
import { PolicyDropZone } from './components/policy-drop-zone';
import type { ClaimDetailsState } from './use-claim-details';

interface ClaimDetailsPanelProps {
  claimDetails: ClaimDetailsState;
  /** Called after a successful save, so the chat can reload the session's messages (spec 4). */
  onSaved: () => void;
}

/** The chat page's right-hand 'Claim Details' panel (spec 2.8, 4, 5, 8). */
export function ClaimDetailsPanel({ claimDetails, onSaved }: ClaimDetailsPanelProps) {
  const { isUpdate, isSaving, upload } = claimDetails;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const outcome = await claimDetails.save();
    if (outcome.ok) {
      toast.success(outcome.message);
      onSaved();
      return;
    }
    toast.error(outcome.message);
    form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }

  const busyLabel = isUpdate ? ClaimUploadMessage.updatingLabel : ClaimUploadMessage.uploadingLabel;
  return (
    <section aria-labelledby="claim-details-title" className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-2">
        <h2 id="claim-details-title" className="text-lg font-semibold text-slate-900">
          Claim Details
        </h2>
        {claimDetails.signedIn && !claimDetails.isLoading && <CopyAllButton claimDetails={claimDetails} />}
      </div>
      {!claimDetails.signedIn ? (
        <p className="text-sm text-slate-700">
          <Link to="/login" className="font-semibold text-brand-700 underline">
            Sign in
          </Link>{' '}
          to save your claim details and policy PDF.
        </p>
      ) : claimDetails.isLoading ? (
        <p className="flex items-center gap-2 text-sm text-slate-600">
          <Spinner className="size-4" /> Loading claim details...
        </p>
      ) : claimDetails.loadError ? (
        <div role="alert" className="space-y-2 rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          <p>Your claim details could not be loaded. {isApiError(claimDetails.loadError) ? claimDetails.loadError.message : ''}</p>
          <Button variant="secondary" onClick={() => void claimDetails.retryLoad()}>
            Try Again
          </Button>
        </div>
      ) : (
        <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby="claim-details-title" className="flex flex-col gap-4">
          <p className="text-xs text-slate-600">
            Fields marked{' '}
            <span aria-hidden="true" className="text-brand-700">
              *
            </span>
            <span className="sr-only">with an asterisk</span> are required.
          </p>
          <ClaimDetailFields claimDetails={claimDetails} />
          {upload && <CurrentFile upload={upload} />}
          <PolicyDropZone claimDetails={claimDetails} />
          <Button type="submit" loading={isSaving} className="w-full">
            {isSaving ? busyLabel : isUpdate ? ClaimUploadMessage.updateLabel : ClaimUploadMessage.saveLabel}
          </Button>
        </form>
      )}
    </section>
  );
}

import type { FormEvent } from 'react';
import toast from '../../../lib/toast';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { ClaimDetailFields } from './components/claim-detail-fields';
import { CopyAllButton } from './components/copy-all-button';
import { CurrentFile } from './components/current-file';
import { PolicyDropZone } from './components/policy-drop-zone';
import type { ClaimDetailsState } from './use-claim-details';
import { useTranslation } from '../../../i18n/use-translation';
import { richText } from '../../../i18n/rich-text';
import { chatMessageText } from '../chat-message-text';
import { useFailureText } from '../../../i18n/server-text';

interface ClaimDetailsPanelProps {
  claimDetails: ClaimDetailsState;
  /** Called after a successful save, so the chat can reload the session's messages (spec 4). */
  onSaved: () => void;
}

/** The chat page's right-hand 'Claim Details' panel (spec 2.8, 4, 5, 8). */
export function ClaimDetailsPanel({ claimDetails, onSaved }: ClaimDetailsPanelProps) {
  const { isUpdate, isSaving, upload } = claimDetails;
  const { t } = useTranslation('chat');
  const shownFailure = useFailureText();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const outcome = await claimDetails.save();
    if (outcome.ok) {
      toast.success(chatMessageText(outcome.message));
      onSaved();
      return;
    }
    toast.error(chatMessageText(outcome.message));
    form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }

  const busyLabel = isUpdate ? t('details.updating') : t('details.uploading');
  return (
    <section aria-labelledby="claim-details-title" className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-2">
        <h2 id="claim-details-title" className="text-lg font-semibold text-slate-900">
          {t('details.title')}
        </h2>
        {claimDetails.signedIn && !claimDetails.isLoading && <CopyAllButton claimDetails={claimDetails} />}
      </div>
      {!claimDetails.signedIn ? (
        <p className="text-sm text-slate-700">
          {richText(t('details.signInLink'), {
            link: (words) => (
              <Link to="/login" className="font-semibold text-brand-700 underline">
                {words}
              </Link>
            ),
          })}
        </p>
      ) : claimDetails.isLoading ? (
        <p className="flex items-center gap-2 text-sm text-slate-600">
          <Spinner className="size-4" /> {t('details.loading')}
        </p>
      ) : claimDetails.loadError ? (
        <div role="alert" className="space-y-2 rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          <p>{t('details.loadFailed', { reason: shownFailure(claimDetails.loadError, '') })}</p>
          <Button variant="secondary" onClick={() => void claimDetails.retryLoad()}>
            {t('details.tryAgain')}
          </Button>
        </div>
      ) : (
        <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby="claim-details-title" className="flex flex-col gap-4">
          <p className="text-xs text-slate-600">
            {/* Seen with its coloured asterisk, heard as a sentence that says "asterisk". */}
            <span aria-hidden="true">
              {richText(t('details.requiredNote'), { mark: (asterisk) => <span className="text-brand-700">{asterisk}</span> })}
            </span>
            <span className="sr-only">{t('details.requiredNoteSpoken')}</span>
          </p>
          <ClaimDetailFields claimDetails={claimDetails} />
          {upload && <CurrentFile upload={upload} />}
          <PolicyDropZone claimDetails={claimDetails} />
          <Button type="submit" loading={isSaving} className="w-full">
            {isSaving ? busyLabel : isUpdate ? t('details.update') : t('details.save')}
          </Button>
        </form>
      )}
    </section>
  );
}

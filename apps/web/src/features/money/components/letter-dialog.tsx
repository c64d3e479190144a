import { localToday, type TLedgerLetter, type TLedgerLetterKind } from '@benji/shared';
import { Download } from 'lucide-react';
import { Modal } from '../../../components/modal/modal';
import { Button } from '../../../components/ui/button';
import { CopyButton } from '../../../components/ui/copy-button';
import { OpenInEmailLink } from '../../../components/ui/open-in-email-link';
import { Spinner } from '../../../components/ui/spinner';
import { documentLanguage } from '../../../i18n/i18n';
import { useTranslation } from '../../../i18n/use-translation';
import { GENERIC_ERROR_MESSAGE, isApiError } from '../../../lib/api/api-error';
import { saveBlob } from '../../../lib/save-blob';
import { useLedgerLetterQuery } from '../api';
import { draftFile, draftText } from '../letter-file';
import { LetterDraft } from './letter-draft';
import { useFailureText } from '../../../i18n/server-text';

interface LetterDialogProps {
  claimId: number;
  kind: TLedgerLetterKind;
  onClose: () => void;
}

/** One ledger letter, drafted by the server from the ledger and the claim record, to copy, download or open in e-mail. */
export function LetterDialog({ claimId, kind, onClose }: LetterDialogProps) {
  const { t } = useTranslation('money');
  const shownFailure = useFailureText();
  const {
    data: letter,
    isFetching,
    error,
    refetch,
  } = useLedgerLetterQuery({ claimId, kind, today: localToday(), lang: documentLanguage() });

  function body() {
    if (isFetching && !letter)
      return (
        <p className="flex items-center gap-2 text-sm text-slate-600">
          <Spinner className="size-4" /> {t('letters.loading')}
        </p>
      );
    if (error || !letter)
      return (
        <div role="alert" className="text-sm">
          <p className="font-semibold text-red-800">{t('letters.failed')}</p>
          <p className="mt-1 text-slate-700">
            {isApiError(error) && error.message !== GENERIC_ERROR_MESSAGE
              ? shownFailure(error, t('states.errorFallback'))
              : t('states.errorFallback')}
          </p>
          <Button variant="secondary" className="mt-3" onClick={() => void refetch()}>
            {t('states.retry')}
          </Button>
        </div>
      );
    return <LetterDraft letter={letter} />;
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={t(`letters.kinds.${kind}.title`)}
      subtitle={t('letters.subtitle')}
      size="xl"
      footer={letter && <DraftActions letter={letter} claimId={claimId} />}
    >
      {body()}
    </Modal>
  );
}

function DraftActions({ letter, claimId }: { letter: TLedgerLetter; claimId: number }) {
  const { t } = useTranslation('money');
  function download() {
    const { blob, filename } = draftFile(letter, claimId);
    saveBlob(blob, filename);
  }
  return (
    <>
      <Button variant="secondary" onClick={download}>
        <Download aria-hidden="true" className="size-4" /> {t('letters.download')}
      </Button>
      <OpenInEmailLink letter={{ subject: letter.subject, body: letter.body, to: letter.adjuster_email }} />
      <CopyButton
        text={draftText(letter)}
        label={t('letters.copy')}
        copiedLabel={t('letters.copied')}
        success={letter.unfilled.length === 0 ? t('letters.copySuccess') : t('letters.copyUnfilled', { count: letter.unfilled.length })}
        variant="primary"
      />
    </>
  );
}

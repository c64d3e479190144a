import { CopyButton } from '../../../../components/ui/copy-button';
import { claimDetailsText } from '../claim-details-values';
import type { ClaimDetailsState } from '../use-claim-details';
import { useTranslation } from '../../../../i18n/use-translation';

/** 'Copy All': the form as labelled lines (spec 2.8), as it stands at the click. */
export function CopyAllButton({ claimDetails }: { claimDetails: ClaimDetailsState }) {
  const { t } = useTranslation('chat');
  const text = () => {
    const policy = claimDetails.file?.name ?? claimDetails.upload?.files_metadata[0]?.filename ?? null;
    return claimDetailsText(claimDetails.values, policy);
  };
  return (
    <CopyButton
      text={text}
      label={t('details.copyAll')}
      copiedLabel={t('details.copied')}
      success={t('details.copyAllSuccess')}
      failure={t('details.copyAllFailure')}
      size="sm"
    />
  );
}

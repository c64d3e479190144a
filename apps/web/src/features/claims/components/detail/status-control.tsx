import { CLAIM_STATUSES, type TClaim, type TClaimStatus } from '@benji/shared';
import { useState } from 'react';
import toast from '../../../../lib/toast';
import { Button } from '../../../../components/ui/button';
import { useUpdateClaimMutation } from '../../api';
import { SelectField } from '../../../../components/ui/select-field';
import { useTranslation } from '../../../../i18n/use-translation';
import { useClaimWords } from '../../../../lib/claim-words';
import { failureText, serverText } from '../../../../i18n/server-text';

/** Moves the claim among Active, Draft, Paid and Rejected. */
export function StatusControl({ claim }: { claim: TClaim }) {
  const [status, setStatus] = useState<TClaimStatus>(claim.status);
  const { t } = useTranslation('claims');
  const words = useClaimWords();
  const [updateClaim, { isLoading }] = useUpdateClaimMutation();

  async function save() {
    try {
      const { message } = await updateClaim({ id: claim.id, changes: { status } }).unwrap();
      toast.success(await serverText(message));
    } catch (error) {
      toast.error(await failureText(error, t('detail.updateFailed')));
    }
  }

  return (
    <div className="flex flex-wrap items-end gap-2">
      <SelectField
        label={t('detail.changeStatus')}
        className="min-w-48 flex-1"
        value={status}
        onChange={(event) => setStatus(event.target.value as TClaimStatus)}
      >
        {CLAIM_STATUSES.map((option) => (
          <option key={option} value={option}>
            {words.status(option)}
          </option>
        ))}
      </SelectField>
      <Button variant="secondary" loading={isLoading} disabled={status === claim.status} onClick={() => void save()}>
        {isLoading ? t('detail.saving') : t('detail.saveStatus')}
      </Button>
    </div>
  );
}

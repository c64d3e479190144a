import { CLAIM_STATUSES, type TClaim, type TClaimStatus } from '@benji/shared';
import { useState } from 'react';
import toast from '../../../../lib/toast';
import { Button } from '../../../../components/ui/button';
import { isApiError } from '../../../../lib/api/api-error';
import { useUpdateClaimMutation } from '../../api';
import { SelectField } from '../../../../components/ui/select-field';

/** Moves the claim among Active, Draft, Paid and Rejected. */
export function StatusControl({ claim }: { claim: TClaim }) {
  const [status, setStatus] = useState<TClaimStatus>(claim.status);
  const [updateClaim, { isLoading }] = useUpdateClaimMutation();

  async function save() {
    try {
      const { message } = await updateClaim({ id: claim.id, changes: { status } }).unwrap();
      toast.success(message);
    } catch (error) {
      toast.error(isApiError(error) ? error.message : 'Failed to update the claim. Please try again.');
    }
  }

  return (
    <div className="flex flex-wrap items-end gap-2">
      <SelectField
        label="Change status"
        className="min-w-48 flex-1"
        value={status}
        onChange={(event) => setStatus(event.target.value as TClaimStatus)}
      >
        {CLAIM_STATUSES.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </SelectField>
      <Button variant="secondary" loading={isLoading} disabled={status === claim.status} onClick={() => void save()}>
        {isLoading ? 'Saving...' : 'Save status'}
      </Button>
    </div>
  );
}

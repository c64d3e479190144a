import type { TClaim } from '@benji/shared';
import { useState } from 'react';
import toast from '../../../../lib/toast';
import { Button } from '../../../../components/ui/button';
import { useUpdateClaimMutation } from '../../api';
import { SelectField } from '../../../../components/ui/select-field';
import { useTranslation } from '../../../../i18n/use-translation';
import { failureText, serverText } from '../../../../i18n/server-text';
import { useRegionOptions } from '../../../../lib/place-names/use-region-options';

/** Sets the claim's state or province: which law's deadlines apply depends on it. */
export function RegionControl({ claim }: { claim: TClaim }) {
  const [region, setRegion] = useState(claim.region ?? '');
  const { t } = useTranslation('claims');
  const [updateClaim, { isLoading }] = useUpdateClaimMutation();
  const regions = useRegionOptions(claim.country_of_incident);

  async function save() {
    try {
      const { message } = await updateClaim({ id: claim.id, changes: { region: region || null } }).unwrap();
      toast.success(await serverText(message));
    } catch (error) {
      toast.error(await failureText(error, t('detail.updateFailed')));
    }
  }

  return (
    <div className="flex flex-wrap items-end gap-2">
      <SelectField
        label={t('detail.region')}
        className="min-w-48 flex-1"
        value={region}
        onChange={(event) => setRegion(event.target.value)}
      >
        <option value="">{t('detail.regionNotSet')}</option>
        {regions.map((option) => (
          <option key={option.code} value={option.code} translate="no">
            {option.name}
          </option>
        ))}
      </SelectField>
      <Button variant="secondary" loading={isLoading} disabled={region === (claim.region ?? '')} onClick={() => void save()}>
        {isLoading ? t('detail.saving') : t('detail.saveRegion')}
      </Button>
    </div>
  );
}

import type { TClaim } from '@benji/shared';
import { useTranslation } from '../../../../i18n/use-translation';
import type { SampleLetter } from '../../use-sample-letter';
import { ClaimFields } from './claim-fields';
import { DeleteClaim } from './delete-claim';
import { RegionControl } from './region-control';
import { SampleLetterBox } from './sample-letter-box';
import { StatusControl } from './status-control';

/** The claim's fields, its sample letter, and what can be changed. */
interface DetailsPanelProps {
  claim: TClaim;
  letter: SampleLetter;
  onDeleted: () => void;
}

export function DetailsPanel({ claim, letter, onDeleted }: DetailsPanelProps) {
  const { t } = useTranslation('claims');
  return (
    <div className="space-y-6">
      <ClaimFields claim={claim} />
      <SampleLetterBox letter={letter} />
      <section aria-labelledby="claim-manage-title" className="space-y-4">
        <h3 id="claim-manage-title" className="font-semibold text-slate-900">
          {t('detail.manage')}
        </h3>
        <StatusControl key={`status-${claim.status}`} claim={claim} />
        <RegionControl key={`region-${claim.region}`} claim={claim} />
        <DeleteClaim claim={claim} onDeleted={onDeleted} />
      </section>
    </div>
  );
}

import type { ClaimChoice } from '../claim-choice/use-chosen-claim';
import type { ClaimDetailsState } from '../claim-details/use-claim-details';
import { claimChecklist } from './checklist';
import { ClaimChecklist } from './components/claim-checklist';
import { ClaimProgressList } from './components/claim-progress-list';
import { useClaimProgress } from './use-claim-progress';

/** The chat page's left column: the details checklist and the claim's progress (spec 2.8). */
export function ClaimProcessSidebar({ claimDetails, choice }: { claimDetails: ClaimDetailsState; choice: ClaimChoice }) {
  const { values, file, upload } = claimDetails;
  const progress = useClaimProgress(choice, upload);
  return (
    <div className="flex flex-col gap-6">
      <ClaimChecklist items={claimChecklist(values, file, upload)} />
      <ClaimProgressList progress={progress} />
    </div>
  );
}

import { claimProgress, type TClaimUpload } from '@benji/shared';
import { skipToken } from '@reduxjs/toolkit/query';
import type { ClaimChoice } from '../claim-choice/use-chosen-claim';
import { useProgressDiaryQuery } from '../claim-details/api';

/** The progress steps of the chosen claim, read from its diary. */
export function useClaimProgress(choice: ClaimChoice, upload: TClaimUpload | null) {
  const { claim } = choice;
  const diary = useProgressDiaryQuery(claim ? claim.id : skipToken);

  // currentData, not data: after switching claims the old claim's diary must not tick the new one.
  const events = diary.currentData;
  const failed = choice.failed || (claim !== null && diary.isError && !events);
  return {
    claim,
    steps: claimProgress({ claim, events: events ?? [], upload }),
    isLoading: choice.isLoading || (claim !== null && !events && !diary.isError),
    failed,
    retry: () => {
      if (choice.failed) void choice.retry();
      if (diary.isError) void diary.refetch();
    },
  };
}

export type ClaimProgressState = ReturnType<typeof useClaimProgress>;

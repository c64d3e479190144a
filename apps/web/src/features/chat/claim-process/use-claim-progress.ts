import { claimProgress, pickProgressClaim, type TClaimUpload } from '@benji/shared';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { useProgressClaimsQuery, useProgressDiaryQuery } from '../claim-details/api';

/** The progress steps of the chosen claim (the newest by default), read from its diary. */
export function useClaimProgress(signedIn: boolean, upload: TClaimUpload | null) {
  const claims = useProgressClaimsQuery(signedIn ? undefined : skipToken);
  const [chosenId, setChosenId] = useState<number | null>(null);
  const claim = pickProgressClaim(claims.data ?? [], chosenId);
  const diary = useProgressDiaryQuery(claim ? claim.id : skipToken);

  // currentData, not data: after switching claims the old claim's diary must not tick the new one.
  const events = diary.currentData;
  const failed = (claims.isError && !claims.data) || (claim !== null && diary.isError && !events);
  return {
    claims: claims.data ?? [],
    claim,
    choose: setChosenId,
    steps: claimProgress({ claim, events: events ?? [], upload }),
    isLoading: claims.isLoading || (claim !== null && !events && !diary.isError),
    failed,
    retry: () => {
      if (claims.isError) void claims.refetch();
      if (diary.isError) void diary.refetch();
    },
  };
}

export type ClaimProgressState = ReturnType<typeof useClaimProgress>;

import { pickProgressClaim } from '@benji/shared';
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect } from 'react';
import { claimChosen } from '../../../store/chat-slice';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { useProgressClaimsQuery } from '../claim-details/api';
import { pickClaim } from './pick-claim';

/**
 * The claim the chat page works on: the one the user picked, else the newest. Its details fill the
 * Claim Details form, its diary ticks the progress, and messages are sent about it.
 */
export function useChosenClaim(signedIn: boolean) {
  const dispatch = useAppDispatch();
  const claims = useProgressClaimsQuery(signedIn ? undefined : skipToken);
  const chosenId = useAppSelector((state) => state.chat.chosenClaimId);
  const claim = pickProgressClaim(claims.data ?? [], chosenId);

  // A picked claim deleted elsewhere: follow the newest again, and stop naming the gone one.
  const gone = claims.data !== undefined && chosenId !== null && !claims.data.some((item) => item.id === chosenId);
  useEffect(() => {
    if (gone) dispatch(claimChosen(null));
  }, [gone, dispatch]);

  return {
    claims: claims.data ?? [],
    claim,
    choose: (id: number) => dispatch(pickClaim(id, claim?.id ?? null)),
    isLoading: signedIn && claims.isLoading,
    failed: claims.isError && !claims.data,
    retry: claims.refetch,
  };
}

export type ClaimChoice = ReturnType<typeof useChosenClaim>;

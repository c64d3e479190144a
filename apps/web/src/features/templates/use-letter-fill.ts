import { useMemo, useState } from 'react';
import { selectUser } from '../../store/auth-slice';
import { useAppSelector } from '../../store/hooks';
import { useClaimDetailsForTemplatesQuery, useClaimsForTemplatesQuery } from './api';
import { detailsForClaim, knownValues, type KnownValues } from './known-values';

/**
 * '' shows the placeholders as written; 'me' fills the user's own details; 'details' the chat
 * page's claim details; otherwise the id of a submitted claim.
 */
export type FillChoice = '' | 'me' | 'details' | `${number}`;

/** 'Fill with my claim': the values the chosen claim and the signed-in user give the letters. */
export function useLetterFill() {
  const user = useAppSelector(selectUser);
  const claims = useClaimsForTemplatesQuery();
  // Saved on the chat page: read afresh on a visit unless read in the last 10 s, less time than it
  // takes to fill in that form and come back.
  const { data: details = [] } = useClaimDetailsForTemplatesQuery(undefined, { refetchOnMountOrArgChange: 10 });
  const [choice, setChoice] = useState<FillChoice>('');
  // A claim's own details come with that claim; this option is for details saved with no claim.
  const looseDetails = details.find((item) => !item.claim_id) ?? null;

  const claim = claims.data?.find((item) => String(item.id) === choice) ?? null;
  const known = useMemo<KnownValues>(() => {
    if (choice === '') return {};
    const today = new Date();
    if (choice === 'me') return knownValues({ user, today });
    if (choice === 'details') return knownValues({ user, details: looseDetails ?? undefined, today });
    return knownValues({ user, claim, details: claim && detailsForClaim(details, claim), today });
  }, [choice, user, claim, details, looseDetails]);

  return { choice, setChoice, known, claims, latestDetails: looseDetails };
}

export type LetterFill = ReturnType<typeof useLetterFill>;

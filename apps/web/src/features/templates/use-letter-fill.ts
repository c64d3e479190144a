import { localToday, pickProgressClaim, recordValues, type KnownValues, type TemplateLanguage } from '@benji/shared';
import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo, useState } from 'react';
import { useClaimWords } from '../../lib/claim-words';
import { mailtoAddress } from '../../lib/mailto/mailto';
import { selectUser } from '../../store/auth-slice';
import { useAppSelector } from '../../store/hooks';
import { useClaimDetailsForTemplatesQuery, useClaimsForTemplatesQuery, useDiaryForTemplatesQuery } from './api';
import { detailsForClaim } from './details-for-claim';

/**
 * '' shows the placeholders as written; 'me' fills the user's own details; 'details' the chat
 * page's claim details; otherwise the id of a submitted claim.
 */
export type FillChoice = '' | 'me' | 'details' | `${number}`;

/**
 * 'Fill with my claim': the values the chosen claim's record and the signed-in user give the
 * letters, and the adjuster's address for Open in e-mail. Until the user picks, the letters are
 * filled from the claim the rest of the app works on: the one chosen on the chat page, else the
 * newest; a user with no claim yet gets the chat page's claim details, if any. Dates and sums are
 * written as a letter in `language` writes them.
 */
export function useLetterFill(language: TemplateLanguage) {
  const user = useAppSelector(selectUser);
  const chatClaimId = useAppSelector((state) => state.chat.chosenClaimId);
  const claims = useClaimsForTemplatesQuery();
  // Saved on the chat page: read afresh on a visit unless read in the last 10 s, less time than it
  // takes to fill in that form and come back.
  const { data: details = [] } = useClaimDetailsForTemplatesQuery(undefined, { refetchOnMountOrArgChange: 10 });
  const [picked, setChoice] = useState<FillChoice | null>(null);
  // A claim's own details come with that claim; this option is for details saved with no claim.
  const looseDetails = details.find((item) => !item.claim_id) ?? null;

  const followed = pickProgressClaim(claims.data ?? [], chatClaimId);
  const choice: FillChoice = picked ?? (followed ? `${followed.id}` : looseDetails ? 'details' : '');
  const claim = claims.data?.find((item) => String(item.id) === choice) ?? null;
  const { data: diary } = useDiaryForTemplatesQuery(claim ? claim.id : skipToken);
  const claimDetails = claim && detailsForClaim(details, claim);
  const recordDetails = choice === 'details' ? looseDetails : claimDetails;
  // The claim's type and country are stored in English; a letter names them in its own language.
  const words = useClaimWords();
  const shownClaim = useMemo(
    () =>
      claim && {
        ...claim,
        type_of_claim: words.claimType(claim.type_of_claim),
        country_of_incident: words.country(claim.country_of_incident),
      },
    [claim, words],
  );

  const known = useMemo<KnownValues>(() => {
    if (choice === '') return {};
    const today = localToday();
    if (choice === 'me') return recordValues({ user, today, language });
    return recordValues({ user, claim: shownClaim, details: recordDetails, diary: claim ? diary : [], today, language });
  }, [choice, user, claim, shownClaim, recordDetails, diary, language]);

  const adjusterEmail = choice === '' || choice === 'me' ? null : mailtoAddress(recordDetails?.adjuster_email);
  return { choice, setChoice, known, adjusterEmail, claims, latestDetails: looseDetails };
}

export type LetterFill = ReturnType<typeof useLetterFill>;

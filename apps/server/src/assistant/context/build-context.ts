import { computeDeadlines, isCountry, openItems, type DiaryEntry } from '@benji/shared';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import type { ClaimRecord } from '../../modules/claims/claims.repository';
import { listClaims } from '../../modules/claims/claims.repository';
import { listEventsOfUser } from '../../modules/diary/diary.repository';
import { toDiaryEvent } from '../../modules/diary/diary-view';
import { listPassages, listUploads, type UploadRecord } from '../../modules/uploads/uploads.repository';
import { categoryOf } from '../claim-kinds';
import type { AssistantContext, ClaimContext, ClaimDetailsContext } from '../engine';
import type { PassageSearch } from '../retrieval/passage-search';
import { PASSAGES_FOR_DECISION } from '../policy/decide';

/** How many policy passages travel with each message. */
export const PASSAGES_PER_MESSAGE = PASSAGES_FOR_DECISION;

export interface ContextDeps {
  db: Db;
  search: PassageSearch;
  now?: () => Date;
}

function claimDetails(upload: UploadRecord | undefined): ClaimDetailsContext | null {
  if (!upload) return null;
  return {
    insuranceCompanyName: upload.insuranceCompanyName,
    policyNumber: upload.policyNumber,
    policeReportNumber: upload.policeReportNumber,
    adjusterName: upload.adjusterName,
    adjusterPhoneNumber: upload.adjusterPhoneNumber,
    adjusterEmail: upload.adjusterEmail,
    claimNumber: upload.addClaimNumber,
    policyFilename: upload.file?.filename ?? null,
    policyTextStatus: upload.policyTextStatus,
    policyPageCount: upload.policyPageCount,
  };
}

function claimContext(claim: ClaimRecord, events: DiaryEntry[], today: string): ClaimContext {
  const category = categoryOf(claim.typeOfClaim);
  const country = claim.countryOfIncident;
  const deadlines = isCountry(country)
    ? computeDeadlines({ country, region: claim.region, lossDate: claim.dateOfIncident, events, today, claimCategory: category })
    : [];
  const lastSent = events.filter((event) => event.direction === 'to_insurer' && event.occurred_on <= today).at(-1);
  return {
    id: claim.id,
    typeOfClaim: claim.typeOfClaim,
    category,
    description: claim.description,
    dateOfIncident: claim.dateOfIncident,
    country,
    city: claim.cityOfIncident,
    region: claim.region,
    insuranceCompanyName: claim.insuranceCompanyName,
    policyNumber: claim.policyNumber,
    policeReportNumber: claim.policeReportNumber,
    status: claim.status,
    submittedOn: claim.createdAt.toISOString().slice(0, 10),
    deadlines,
    openItems: events.length > 0 ? openItems(events) : null,
    lastContactOn: lastSent?.occurred_on ?? null,
    diary: events,
  };
}

/**
 * Everything the assistant may use for one message, read fresh: the user, the first claim details
 * (the one the chat page shows), the claims with their deadlines and diary, and the passages of
 * the policy PDF that best match the message.
 */
export async function buildContext(deps: ContextDeps, user: UserRow, message: string): Promise<AssistantContext> {
  const today = (deps.now?.() ?? new Date()).toISOString().slice(0, 10);
  const [uploads, claims] = await Promise.all([listUploads(deps.db, user.id), listClaims(deps.db, user.id)]);
  const upload = uploads[0];
  const events = claims.length > 0 ? await listEventsOfUser(deps.db, user.id) : [];
  const diaries = new Map<number, DiaryEntry[]>();
  // Oldest first across all claims, so each claim's list stays oldest first.
  for (const event of events) diaries.set(event.claimId, [...(diaries.get(event.claimId) ?? []), toDiaryEvent(event)]);
  const passages =
    upload && upload.policyTextStatus === 'indexed'
      ? await deps.search.search({ uploadId: upload.id, version: upload.updatedAt.toISOString() }, message, PASSAGES_PER_MESSAGE, () =>
          listPassages(deps.db, upload.id),
        )
      : [];
  return {
    today,
    user: { fullName: user.fullName, email: user.email, phone: user.phoneNumber, address: user.address },
    claimDetails: claimDetails(upload),
    claims: claims.map((claim) => claimContext(claim, diaries.get(claim.id) ?? [], today)),
    passages,
  };
}

import {
  ClaimMessage,
  chronological,
  computeDeadlines,
  isCountry,
  openItems,
  paymentsAsDiaryEvents,
  type DiaryEntry,
  type TLedgerEntry,
} from '@benji/shared';
import { categoryOf } from '../../assistant/claim-kinds';
import type { AssistantContext, ClaimContext, ClaimDetailsContext } from '../../assistant/engine';
import { PASSAGES_FOR_DECISION } from '../../assistant/policy/decide';
import type { PassageSearch } from '../../assistant/retrieval/passage-search';
import type { PolicySearch } from '../../assistant/understanding/retrieval-query';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { notFound } from '../../lib/domain-error';
import type { ClaimRecord } from '../claims/claims.repository';
import { listClaims } from '../claims/claims.service';
import { diariesOfUser } from '../diary/diary.service';
import { ledgersOfUser } from '../ledger/ledger.service';
import type { UploadRecord } from '../uploads/uploads.repository';
import { listUploadsOfUser, policyPassages } from '../uploads/uploads.service';

// The assistant's view of one user, gathered from the claims, diary and uploads modules through
// their services: the assistant itself reads no table.

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
    claimId: upload.claimId,
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

function claimContext(claim: ClaimRecord, events: DiaryEntry[], ledger: TLedgerEntry[], today: string): ClaimContext {
  const category = categoryOf(claim.typeOfClaim);
  const country = claim.countryOfIncident;
  const deadlines = isCountry(country)
    ? computeDeadlines({
        country,
        region: claim.region,
        lossDate: claim.dateOfIncident,
        // The ledger's payments start and meet clocks as the diary's do (shared ledger/payments-as-events).
        events: chronological([...events, ...paymentsAsDiaryEvents(ledger)]),
        today,
        claimCategory: category,
      })
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
    ledger,
  };
}

/** Which claim a message is about: the one chosen on the chat page, else its conversation's. */
export interface ClaimFocus {
  chosen?: number | undefined;
  /** The claim the conversation was about; a claim deleted since is passed over. */
  conversation?: number | null | undefined;
}

/**
 * The claim a message is about and its details: the chosen claim (else the conversation's, else
 * the newest) first, then the others; the details are that claim's, or for a user with no claim
 * their newest. A chosen claim that is not the user's is not found.
 */
function focus<C extends { id: number }>(claims: C[], uploads: UploadRecord[], { chosen: chosenId, conversation }: ClaimFocus) {
  const byId = (id: number | null | undefined) => claims.find((claim) => claim.id === id);
  if (chosenId !== undefined && !byId(chosenId)) throw notFound(ClaimMessage.notFound);
  const chosen = byId(chosenId) ?? byId(conversation) ?? claims[0];
  if (!chosen) return { claims, upload: uploads[0] };
  return {
    claims: [chosen, ...claims.filter((claim) => claim !== chosen)],
    upload: uploads.find((upload) => upload.claimId === chosen.id),
  };
}

/** The user's records for one message, read fresh, and the policy upload its passages come from. */
export interface UserRecords {
  /** The whole context but the passages, which depend on what the message is understood to ask. */
  context: AssistantContext;
  upload: UploadRecord | undefined;
}

/**
 * Everything the assistant may use for one message but the policy's passages, read fresh: the
 * user, the chosen claim's details, and the claims with their deadlines and diary. The claim a
 * message is about is decided here, once.
 */
export async function readRecords(deps: ContextDeps, user: UserRow, claimFocus: ClaimFocus = {}): Promise<UserRecords> {
  const today = (deps.now?.() ?? new Date()).toISOString().slice(0, 10);
  const [allUploads, allClaims] = await Promise.all([listUploadsOfUser(deps.db, user.id), listClaims(deps.db, user.id)]);
  const { claims, upload } = focus(allClaims, allUploads, claimFocus);
  const [diaries, ledgers] =
    claims.length > 0
      ? await Promise.all([diariesOfUser(deps.db, user.id), ledgersOfUser(deps.db, user.id)])
      : [new Map<number, DiaryEntry[]>(), new Map<number, TLedgerEntry[]>()];
  return {
    context: {
      today,
      user: { fullName: user.fullName, email: user.email, phone: user.phoneNumber, address: user.address, language: user.language },
      claimDetails: claimDetails(upload),
      claims: claims.map((claim) => claimContext(claim, diaries.get(claim.id) ?? [], ledgers.get(claim.id) ?? [], today)),
      passages: [],
    },
    upload,
  };
}

/**
 * The records with the passages of the focused claim's policy PDF that best match each search, in
 * order, each passage once: the message's own search first, then those that ground its answer.
 */
export async function withPassages(
  deps: ContextDeps,
  { context, upload }: UserRecords,
  query: string,
  passageCount = PASSAGES_PER_MESSAGE,
  groundingSearches: readonly PolicySearch[] = [],
): Promise<AssistantContext> {
  if (!upload || upload.policyTextStatus !== 'indexed') return { ...context, passages: [] };
  const searches = [{ query, count: passageCount }, ...groundingSearches];
  const found = await Promise.all(
    searches.map((search) =>
      deps.search.search(
        { uploadId: upload.id, version: upload.updatedAt.toISOString() },
        search.query,
        search.count,
        () => policyPassages(deps.db, upload.id),
        search.section,
      ),
    ),
  );
  const [own = [], ...grounds] = found;
  const seen = new Set(own.map((passage) => passage.text));
  const grounding = grounds
    .flat()
    .filter((passage) => !seen.has(passage.text))
    .map((passage) => ({ ...passage, grounding: true as const }));
  const passages = [...own, ...grounding.filter((passage, index) => grounding.findIndex((other) => other.text === passage.text) === index)];
  return { ...context, passages };
}

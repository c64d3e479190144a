import type { TClaimStatus } from '../claims/statuses';
import type { DiaryEventKind } from '../diary/event-kinds';
import { chronological, type DiaryEntry } from '../diary/timeline';
import { CLAIM_PROGRESS_STEP_KEYS, CLAIM_PROGRESS_STEPS, type ClaimProgressStepKey } from './steps';

/** The claim fields the progress rules read (a TClaim fits). */
export interface ProgressClaim {
  created_at: string;
  status: TClaimStatus;
  policy_document_name: string | null;
}

/** The chat page's claim details (a TClaimUpload fits): only its policy PDF counts as evidence. */
export interface ProgressUpload {
  files_metadata: readonly { filename: string }[];
}

export interface ClaimProgressInput {
  claim: ProgressClaim | null;
  events: readonly DiaryEntry[];
  upload?: ProgressUpload | null;
}

/** Why a step is not ticked, when no record says more. */
type MissingRecord =
  'no_claim' | 'still_open' | 'no_statement' | 'no_evidence' | 'no_proof' | 'closed' | 'nothing_sent' | 'nothing_from_insurer' | 'no_email';

/**
 * The record a tick rests on, or what is still missing, as data: the page writes it in the
 * reader's language (dates as the diary keeps them).
 */
export type ProgressFact =
  | { kind: 'claim_submitted'; on: string }
  | { kind: 'claim_marked'; status: TClaimStatus }
  /** A diary entry; `answer` says whether the insurer answered it since, for the waiting step. */
  | { kind: 'diary'; event: DiaryEventKind; on: string; byEmail?: true; answer?: 'answered' | 'unanswered' }
  | { kind: 'policy_pdf'; filename: string; where: 'claim' | 'details' }
  | { kind: 'missing'; record: MissingRecord };

export interface ClaimProgressStep {
  key: ClaimProgressStepKey;
  label: string;
  tooltip: string;
  done: boolean;
  /** Shown to the user so a tick is never a mystery. */
  fact: ProgressFact;
}

const CLOSING_KINDS: readonly DiaryEventKind[] = ['payment_received', 'denial_received', 'offer_accepted'];
const CLOSED_STATUSES: readonly TClaimStatus[] = ['Paid', 'Rejected'];

const fromDiary = (
  event: DiaryEntry,
  more: Partial<Pick<Extract<ProgressFact, { kind: 'diary' }>, 'byEmail' | 'answer'>> = {},
): ProgressFact => ({
  kind: 'diary',
  event: event.kind,
  on: event.occurred_on,
  ...more,
});
const toInsurer = (event: DiaryEntry) => event.direction === 'to_insurer';
const fromInsurer = (event: DiaryEntry) => event.direction === 'from_insurer';
const isKind =
  (...kinds: DiaryEventKind[]) =>
  (event: DiaryEntry) =>
    kinds.includes(event.kind);

type Verdict = { done: boolean; fact: ProgressFact };
const done = (fact: ProgressFact): Verdict => ({ done: true, fact });
const notYet = (record: MissingRecord | ProgressFact): Verdict => ({
  done: false,
  fact: typeof record === 'string' ? { kind: 'missing', record } : record,
});

/**
 * Which of the spec's eight progress steps a claim has reached, read from its records rather than
 * fixed. Each rule below says why it reads what it reads. Without a claim nothing is ticked: the
 * diary hangs under a claim, so there is nothing to read.
 */
export function claimProgress({ claim, events, upload = null }: ClaimProgressInput): ClaimProgressStep[] {
  const verdicts = claim ? judge(claim, chronological(events), upload) : null;
  return CLAIM_PROGRESS_STEP_KEYS.map((key) => ({
    key,
    ...CLAIM_PROGRESS_STEPS[key],
    ...(verdicts?.[key] ?? notYet('no_claim')),
  }));
}

function judge(claim: ProgressClaim, diary: DiaryEntry[], upload: ProgressUpload | null): Record<ClaimProgressStepKey, Verdict> {
  const first = (test: (event: DiaryEntry) => boolean) => diary.find(test);
  const last = (test: (event: DiaryEntry) => boolean) => diary.findLast(test);

  // Closing is decided first because a closed claim is no longer waiting on anyone.
  const closing = last(isKind(...CLOSING_KINDS));
  const completed = CLOSED_STATUSES.includes(claim.status)
    ? done({ kind: 'claim_marked', status: claim.status })
    : closing
      ? done(fromDiary(closing))
      : notYet('still_open');

  // The first written account counts: notice of loss, or any message the user sent the insurer.
  const statement = first((event) => event.kind === 'notice_given' || (event.kind === 'message_sent' && toInsurer(event)));

  // Documents the user sent come first; a policy PDF on file also counts, since the assistant and
  // the adjuster both work from it.
  const documents = first((event) => event.kind === 'documents_sent' && toInsurer(event));
  const policyName = claim.policy_document_name ?? upload?.files_metadata[0]?.filename;
  const policySource = claim.policy_document_name ? 'claim' : 'details';

  const proof = last(isKind('proof_of_loss_sent'));

  // Waiting: the latest thing that went to the insurer has had no answer since (same-day entries
  // keep diary order, so a reply logged after the message counts as after it).
  const lastSent = last(toInsurer);
  const answered = lastSent ? diary.slice(diary.indexOf(lastSent) + 1).find(fromInsurer) : undefined;
  const waiting = completed.done
    ? notYet('closed')
    : !lastSent
      ? notYet('nothing_sent')
      : answered
        ? notYet(fromDiary(answered, { answer: 'answered' }))
        : done(fromDiary(lastSent, { answer: 'unanswered' }));

  const reply = last(fromInsurer);

  // The spec's "AI-reviewed e-mail reply to the adjuster": the diary cannot tell who drafted a
  // message, so any message the user e-mailed the insurer counts; a call or letter does not.
  const advice = last((event) => event.kind === 'message_sent' && toInsurer(event) && event.channel === 'email');

  return {
    // A claim on file means the user started it here; the date is the UTC day it was created.
    claim_started: done({ kind: 'claim_submitted', on: claim.created_at.slice(0, 10) }),
    statement_sent: statement ? done(fromDiary(statement)) : notYet('no_statement'),
    evidence_uploaded: documents
      ? done(fromDiary(documents))
      : policyName
        ? done({ kind: 'policy_pdf', filename: policyName, where: policySource })
        : notYet('no_evidence'),
    proof_of_loss_submitted: proof ? done(fromDiary(proof)) : notYet('no_proof'),
    waiting_for_response: waiting,
    insurer_responded: reply ? done(fromDiary(reply)) : notYet('nothing_from_insurer'),
    benji_advice_sent: advice ? done(fromDiary(advice, { byEmail: true })) : notYet('no_email'),
    claim_completed: completed,
  };
}

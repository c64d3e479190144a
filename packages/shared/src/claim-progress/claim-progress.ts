import type { TClaimStatus } from '../claims/statuses';
import { DIARY_EVENT_KIND_LABELS, type DiaryEventKind } from '../diary/event-kinds';
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

export interface ClaimProgressStep {
  key: ClaimProgressStepKey;
  label: string;
  tooltip: string;
  done: boolean;
  /** The record the tick rests on, or what is still missing: shown to the user so a tick is never a mystery. */
  fact: string;
}

const CLOSING_KINDS: readonly DiaryEventKind[] = ['payment_received', 'denial_received', 'offer_accepted'];
const CLOSED_STATUSES: readonly TClaimStatus[] = ['Paid', 'Rejected'];

const fromDiary = (event: DiaryEntry, extra = '') => `${DIARY_EVENT_KIND_LABELS[event.kind]}${extra} ${event.occurred_on} (diary)`;
const toInsurer = (event: DiaryEntry) => event.direction === 'to_insurer';
const fromInsurer = (event: DiaryEntry) => event.direction === 'from_insurer';
const isKind =
  (...kinds: DiaryEventKind[]) =>
  (event: DiaryEntry) =>
    kinds.includes(event.kind);

type Verdict = { done: boolean; fact: string };
const done = (fact: string): Verdict => ({ done: true, fact });
const notYet = (fact: string): Verdict => ({ done: false, fact });

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
    ...(verdicts?.[key] ?? notYet('No claim yet')),
  }));
}

function judge(claim: ProgressClaim, diary: DiaryEntry[], upload: ProgressUpload | null): Record<ClaimProgressStepKey, Verdict> {
  const first = (test: (event: DiaryEntry) => boolean) => diary.find(test);
  const last = (test: (event: DiaryEntry) => boolean) => diary.findLast(test);

  // Closing is decided first because a closed claim is no longer waiting on anyone.
  const closing = last(isKind(...CLOSING_KINDS));
  const completed = CLOSED_STATUSES.includes(claim.status)
    ? done(`Claim marked ${claim.status}`)
    : closing
      ? done(fromDiary(closing))
      : notYet('Still open: no payment, denial or accepted offer in the diary');

  // The first written account counts: notice of loss, or any message the user sent the insurer.
  const statement = first((event) => event.kind === 'notice_given' || (event.kind === 'message_sent' && toInsurer(event)));

  // Documents the user sent come first; a policy PDF on file also counts, since the assistant and
  // the adjuster both work from it.
  const documents = first((event) => event.kind === 'documents_sent' && toInsurer(event));
  const policyName = claim.policy_document_name ?? upload?.files_metadata[0]?.filename;
  const policySource = claim.policy_document_name ? 'on the claim' : 'in claim details';

  const proof = last(isKind('proof_of_loss_sent'));

  // Waiting: the latest thing that went to the insurer has had no answer since (same-day entries
  // keep diary order, so a reply logged after the message counts as after it).
  const lastSent = last(toInsurer);
  const answered = lastSent ? diary.slice(diary.indexOf(lastSent) + 1).find(fromInsurer) : undefined;
  const waiting = completed.done
    ? notYet('The claim is closed')
    : !lastSent
      ? notYet('Nothing sent to the insurer yet (diary)')
      : answered
        ? notYet(`Answered: ${fromDiary(answered)}`)
        : done(`${fromDiary(lastSent)}, no answer since`);

  const reply = last(fromInsurer);

  // The spec's "AI-reviewed e-mail reply to the adjuster": the diary cannot tell who drafted a
  // message, so any message the user e-mailed the insurer counts; a call or letter does not.
  const advice = last((event) => event.kind === 'message_sent' && toInsurer(event) && event.channel === 'email');

  return {
    // A claim on file means the user started it here; the date is the UTC day it was created.
    claim_started: done(`Claim submitted ${claim.created_at.slice(0, 10)}`),
    statement_sent: statement ? done(fromDiary(statement)) : notYet('No notice or message to the insurer in the diary yet'),
    evidence_uploaded: documents
      ? done(fromDiary(documents))
      : policyName
        ? done(`Policy PDF ${policyName} ${policySource}`)
        : notYet('No documents sent and no policy PDF uploaded yet'),
    proof_of_loss_submitted: proof ? done(fromDiary(proof)) : notYet('No proof of loss sent yet (diary)'),
    waiting_for_response: waiting,
    insurer_responded: reply ? done(fromDiary(reply)) : notYet('Nothing from the insurer in the diary yet'),
    benji_advice_sent: advice ? done(fromDiary(advice, ' by e-mail')) : notYet('No e-mail to the insurer in the diary yet'),
    claim_completed: completed,
  };
}

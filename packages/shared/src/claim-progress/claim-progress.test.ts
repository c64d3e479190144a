import { describe, expect, it } from 'vitest';
import type { DiaryEntry } from '../diary/timeline';
import { entry } from '../diary/test-support';
import { claimProgress, type ProgressClaim } from './claim-progress';
import { CLAIM_PROGRESS_STEP_KEYS, type ClaimProgressStepKey } from './steps';

const claim = (overrides: Partial<ProgressClaim> = {}): ProgressClaim => ({
  created_at: '2026-03-01T15:20:00.000Z',
  status: 'Active',
  policy_document_name: null,
  ...overrides,
});

const ticked = (input: Parameters<typeof claimProgress>[0]) =>
  claimProgress(input)
    .filter((step) => step.done)
    .map((step) => step.key);

const factOf = (input: Parameters<typeof claimProgress>[0], key: ClaimProgressStepKey) =>
  claimProgress(input).find((step) => step.key === key)?.fact;

describe('claimProgress: which steps are ticked', () => {
  const cases: {
    name: string;
    claim?: Partial<ProgressClaim> | null;
    events?: DiaryEntry[];
    policy?: string;
    expected: ClaimProgressStepKey[];
  }[] = [
    { name: 'no claim at all', claim: null, policy: 'policy.pdf', expected: [] },
    { name: 'a claim with an empty diary', expected: ['claim_started'] },
    {
      name: 'notice given: a statement went out and nothing came back',
      events: [entry('notice_given', '2026-03-02')],
      expected: ['claim_started', 'statement_sent', 'waiting_for_response'],
    },
    {
      name: 'a phone message is a statement but not Benji advice',
      events: [entry('message_sent', '2026-03-02', { channel: 'phone' })],
      expected: ['claim_started', 'statement_sent', 'waiting_for_response'],
    },
    {
      name: 'an e-mailed message is a statement and Benji advice',
      events: [entry('message_sent', '2026-03-02')],
      expected: ['claim_started', 'statement_sent', 'waiting_for_response', 'benji_advice_sent'],
    },
    { name: 'a policy PDF in claim details is evidence', policy: 'policy.pdf', expected: ['claim_started', 'evidence_uploaded'] },
    {
      name: 'a policy PDF on the claim is evidence',
      claim: { policy_document_name: 'home.pdf' },
      expected: ['claim_started', 'evidence_uploaded'],
    },
    {
      name: 'documents the insurer sent the user are not the user’s evidence',
      events: [entry('documents_sent', '2026-03-03', { direction: 'from_insurer', items: ['Policy wording'] })],
      expected: ['claim_started', 'insurer_responded'],
    },
    {
      name: 'documents sent, then an answer: responded, no longer waiting',
      events: [entry('documents_sent', '2026-03-03', { items: ['Photos'] }), entry('acknowledgement_received', '2026-03-05')],
      expected: ['claim_started', 'evidence_uploaded', 'insurer_responded'],
    },
    {
      name: 'proof of loss after the insurer’s request: waiting again',
      events: [entry('proof_of_loss_requested', '2026-03-04'), entry('proof_of_loss_sent', '2026-03-09')],
      expected: ['claim_started', 'proof_of_loss_submitted', 'waiting_for_response', 'insurer_responded'],
    },
    {
      name: 'same-day reply logged after the message counts as an answer',
      events: [entry('message_sent', '2026-03-06'), entry('insurer_response', '2026-03-06')],
      expected: ['claim_started', 'statement_sent', 'insurer_responded', 'benji_advice_sent'],
    },
    {
      name: 'events out of order are read by date',
      events: [entry('insurer_response', '2026-03-08'), entry('notice_given', '2026-03-02')],
      expected: ['claim_started', 'statement_sent', 'insurer_responded'],
    },
    {
      name: 'a payment completes the claim and ends the wait',
      events: [entry('proof_of_loss_sent', '2026-03-09'), entry('payment_received', '2026-04-01')],
      expected: ['claim_started', 'proof_of_loss_submitted', 'insurer_responded', 'claim_completed'],
    },
    {
      name: 'an accepted offer completes the claim even before payment',
      events: [entry('offer_received', '2026-03-20'), entry('offer_accepted', '2026-03-21')],
      expected: ['claim_started', 'insurer_responded', 'claim_completed'],
    },
    { name: 'a claim marked Rejected is completed', claim: { status: 'Rejected' }, expected: ['claim_started', 'claim_completed'] },
    { name: 'a note moves nothing', events: [entry('note', '2026-03-02')], expected: ['claim_started'] },
  ];

  it.each(cases)('$name', ({ claim: overrides = {}, events = [], policy, expected }) => {
    const input = {
      claim: overrides === null ? null : claim(overrides),
      events,
      upload: policy ? { files_metadata: [{ filename: policy }] } : null,
    };
    expect(ticked(input)).toEqual(expected);
  });
});

describe('claimProgress: what each tick rests on', () => {
  it('keeps the spec’s eight labels in order, each with its tooltip', () => {
    const steps = claimProgress({ claim: null, events: [] });
    expect(steps.map((step) => step.label)).toEqual([
      'Claim Started',
      'Statement Sent',
      'Evidence Uploaded',
      'Proof of Loss Submitted',
      'Waiting for Response',
      'Insurer Responded',
      'Benji Advice Sent',
      'Claim Completed',
    ]);
    expect(steps.map((step) => step.key)).toEqual([...CLAIM_PROGRESS_STEP_KEYS]);
    expect(steps[3]?.tooltip).toMatch(/generate and submit the Proof of Loss form to your insurer/);
    expect(steps[6]?.tooltip).toBe('An AI-reviewed e-mail reply was sent to your adjuster.');
  });

  it('names the diary entry and its date', () => {
    const input = { claim: claim(), events: [entry('proof_of_loss_sent', '2026-03-04')] };
    expect(factOf(input, 'proof_of_loss_submitted')).toEqual({ kind: 'diary', event: 'proof_of_loss_sent', on: '2026-03-04' });
    expect(factOf(input, 'waiting_for_response')).toEqual({
      kind: 'diary',
      event: 'proof_of_loss_sent',
      on: '2026-03-04',
      answer: 'unanswered',
    });
    expect(factOf(input, 'claim_started')).toEqual({ kind: 'claim_submitted', on: '2026-03-01' });
  });

  it('says which reply ended the wait, and the latest reply from the insurer', () => {
    const input = {
      claim: claim(),
      events: [
        entry('message_sent', '2026-03-02'),
        entry('documents_requested', '2026-03-05', { items: ['Photos'] }),
        entry('offer_received', '2026-03-09'),
      ],
    };
    expect(factOf(input, 'waiting_for_response')).toEqual({
      kind: 'diary',
      event: 'documents_requested',
      on: '2026-03-05',
      answer: 'answered',
    });
    expect(factOf(input, 'insurer_responded')).toEqual({ kind: 'diary', event: 'offer_received', on: '2026-03-09' });
    expect(factOf(input, 'benji_advice_sent')).toEqual({ kind: 'diary', event: 'message_sent', on: '2026-03-02', byEmail: true });
  });

  it('prefers the claim’s own policy document to the claim-details PDF', () => {
    const upload = { files_metadata: [{ filename: 'details.pdf' }] };
    expect(factOf({ claim: claim({ policy_document_name: 'home.pdf' }), events: [], upload }, 'evidence_uploaded')).toEqual({
      kind: 'policy_pdf',
      filename: 'home.pdf',
      where: 'claim',
    });
    expect(factOf({ claim: claim(), events: [], upload }, 'evidence_uploaded')).toEqual({
      kind: 'policy_pdf',
      filename: 'details.pdf',
      where: 'details',
    });
  });

  it('explains a status-based completion and what is missing otherwise', () => {
    expect(factOf({ claim: claim({ status: 'Paid' }), events: [] }, 'claim_completed')).toEqual({ kind: 'claim_marked', status: 'Paid' });
    expect(factOf({ claim: claim(), events: [] }, 'proof_of_loss_submitted')).toEqual({ kind: 'missing', record: 'no_proof' });
    expect(factOf({ claim: null, events: [] }, 'claim_started')).toEqual({ kind: 'missing', record: 'no_claim' });
  });
});

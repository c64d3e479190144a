// The claim-progress list of spec 2.8: eight steps in the spec's order, labels byte for byte.
// The spec words two tooltips (Proof of Loss, Benji Advice); the others follow the same voice.

export const CLAIM_PROGRESS_STEP_KEYS = [
  'claim_started',
  'statement_sent',
  'evidence_uploaded',
  'proof_of_loss_submitted',
  'waiting_for_response',
  'insurer_responded',
  'benji_advice_sent',
  'claim_completed',
] as const;
export type ClaimProgressStepKey = (typeof CLAIM_PROGRESS_STEP_KEYS)[number];

export const CLAIM_PROGRESS_STEPS: Readonly<Record<ClaimProgressStepKey, { label: string; tooltip: string }>> = {
  claim_started: { label: 'Claim Started', tooltip: 'You opened your claim with Benji or reported the loss to your insurer.' },
  statement_sent: { label: 'Statement Sent', tooltip: 'Your account of what happened went to the insurer in writing.' },
  evidence_uploaded: {
    label: 'Evidence Uploaded',
    tooltip: 'Your policy or supporting documents (photos, estimates, receipts) were uploaded or sent.',
  },
  proof_of_loss_submitted: {
    label: 'Proof of Loss Submitted',
    tooltip: 'Benji helped generate and submit the Proof of Loss form to your insurer.',
  },
  waiting_for_response: { label: 'Waiting for Response', tooltip: 'You sent something to the insurer and no answer has come back since.' },
  insurer_responded: {
    label: 'Insurer Responded',
    tooltip: 'The insurer or adjuster answered: a reply, a request, an offer or a decision.',
  },
  benji_advice_sent: { label: 'Benji Advice Sent', tooltip: 'An AI-reviewed e-mail reply was sent to your adjuster.' },
  claim_completed: { label: 'Claim Completed', tooltip: 'The claim is closed: paid, settled or denied.' },
};

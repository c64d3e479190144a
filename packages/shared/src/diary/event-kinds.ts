// The vocabulary of the claim diary: what happened, which way it went, and how.

export const DIARY_EVENT_KINDS = [
  'notice_given',
  'acknowledgement_received',
  'documents_requested',
  'documents_sent',
  'proof_of_loss_requested',
  'proof_of_loss_sent',
  'inspection',
  'extension_notice',
  'claim_accepted',
  'offer_received',
  'offer_accepted',
  'payment_received',
  'denial_received',
  'insurer_response',
  'message_sent',
  'note',
] as const;
export type DiaryEventKind = (typeof DIARY_EVENT_KINDS)[number];

export const DIARY_EVENT_KIND_LABELS: Record<DiaryEventKind, string> = {
  notice_given: 'Claim reported to the insurer',
  acknowledgement_received: 'Acknowledgement received',
  documents_requested: 'Documents requested',
  documents_sent: 'Documents sent',
  proof_of_loss_requested: 'Proof of loss or claim forms requested',
  proof_of_loss_sent: 'Proof of loss sent',
  inspection: 'Inspection',
  extension_notice: 'Insurer asked for more time',
  claim_accepted: 'Claim accepted (in whole or in part)',
  offer_received: 'Settlement offer received',
  offer_accepted: 'Offer accepted',
  payment_received: 'Payment received',
  denial_received: 'Denial received',
  insurer_response: 'Other reply from the insurer',
  message_sent: 'Message to the insurer',
  note: 'Note',
};

export const DIARY_DIRECTIONS = ['to_insurer', 'from_insurer'] as const;
export type DiaryDirection = (typeof DIARY_DIRECTIONS)[number];

export const DIARY_DIRECTION_LABELS: Record<DiaryDirection, string> = {
  to_insurer: 'To the insurer',
  from_insurer: 'From the insurer',
};

// in_person is not in the list, but inspections and meetings happen face to face.
export const DIARY_CHANNELS = ['email', 'phone', 'letter', 'portal', 'in_person'] as const;
export type DiaryChannel = (typeof DIARY_CHANNELS)[number];

export const DIARY_CHANNEL_LABELS: Record<DiaryChannel, string> = {
  email: 'E-mail',
  phone: 'Phone',
  letter: 'Letter',
  portal: 'Online portal',
  in_person: 'In person',
};

/** Several rules need notice "in writing": a phone call does not start or extend them. */
export const WRITTEN_CHANNELS: readonly DiaryChannel[] = ['email', 'letter', 'portal'];

/**
 * Which way each kind can go. Most have one natural direction; documents can be asked for and
 * sent either way (the user may ask the insurer for the policy or the adjuster's estimate),
 * and either side may arrange an inspection. Notes are the user's own and go nowhere.
 */
export const KIND_DIRECTIONS: Record<DiaryEventKind, readonly (DiaryDirection | null)[]> = {
  notice_given: ['to_insurer'],
  acknowledgement_received: ['from_insurer'],
  documents_requested: ['from_insurer', 'to_insurer'],
  documents_sent: ['to_insurer', 'from_insurer'],
  proof_of_loss_requested: ['from_insurer'],
  proof_of_loss_sent: ['to_insurer'],
  inspection: ['from_insurer', 'to_insurer'],
  extension_notice: ['from_insurer'],
  claim_accepted: ['from_insurer'],
  offer_received: ['from_insurer'],
  offer_accepted: ['to_insurer'],
  payment_received: ['from_insurer'],
  denial_received: ['from_insurer'],
  insurer_response: ['from_insurer'],
  message_sent: ['to_insurer'],
  note: [null],
};

/** Only these kinds name documents; the names drive open items and repeat detection. */
export const ITEM_KINDS: readonly DiaryEventKind[] = ['documents_requested', 'documents_sent'];

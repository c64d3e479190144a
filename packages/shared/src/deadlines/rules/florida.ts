import { UNDATED_FLOOR } from '../effective';
import { ANY_FROM_INSURER, PAID_OR_DENIED, fromInsurer, toInsurer } from '../match';
import type { DeadlineRule } from '../types';

// The research notes date the current Florida rules only as "as amended 2022–2023".
const HANDLING_FROM = '2023-03-01';
const HANDLING_NOTE =
  'Chosen date: the notes say only "as amended 2022–2023". A published summary dates the new claim-handling time frames from 2023-03-01 ' +
  '(the December 2022 special-session act); check the session law for a claim that began near that date.';
const SUPERSEDED_TO = '2023-02-28';
const SUPERSEDED_NOTE =
  `Superseded version, kept so that a claim begun before ${HANDLING_FROM} keeps the numbers then in force. ` +
  `When it began is not researched; it is applied from ${UNDATED_FLOOR}.`;
const NOTICE_FROM = '2022-12-16';
const NOTICE_NOTE =
  'Chosen date: 2022-12-16, when the December 2022 special-session act took effect; it applies to losses from that date. ' +
  'Longer periods applied to earlier losses and are not encoded.';

const PROPERTY = ['home', 'other_property'] as const;
const COMMUNICATIONS = [...toInsurer('notice_given', 'message_sent', 'documents_requested', 'documents_sent', 'proof_of_loss_sent', 'offer_accepted')];

const acknowledge = {
  jurisdiction: 'US-FL',
  who: 'insurer',
  title: 'Acknowledge your communication',
  duty: 'review and acknowledge a communication about a claim',
  ask: 'acknowledge my communication about the claim',
  unit: 'calendar',
  trigger: COMMUNICATIONS,
  triggerPhrase: "the policyholder's communication",
  satisfiedBy: ANY_FROM_INSURER,
  onRetrigger: 'keep',
  citation: 'Florida Statutes §627.70131(1)(a)',
  source: 'statute',
  provisional: false,
} as const;

const payOrDeny = {
  jurisdiction: 'US-FL',
  who: 'insurer',
  title: 'Pay or deny the claim',
  duty: 'pay or deny a claim',
  ask: 'pay or deny my claim',
  unit: 'calendar',
  trigger: toInsurer('notice_given'),
  triggerPhrase: 'the insurer received notice of the claim',
  satisfiedBy: PAID_OR_DENIED,
  onRetrigger: 'once',
  citation: 'Florida Statutes §627.70131(7)(a)',
  source: 'statute',
  provisional: false,
  appliesTo: PROPERTY,
} as const;

export const FLORIDA_RULES: DeadlineRule[] = [
  { ...acknowledge, id: 'us-fl-acknowledge', days: 7, effectiveFrom: HANDLING_FROM, effectiveNote: HANDLING_NOTE },
  {
    ...acknowledge,
    id: 'us-fl-acknowledge-superseded',
    days: 14,
    effectiveFrom: UNDATED_FLOOR,
    effectiveTo: SUPERSEDED_TO,
    effectiveNote: SUPERSEDED_NOTE,
  },
  {
    id: 'us-fl-investigate',
    jurisdiction: 'US-FL',
    who: 'insurer',
    title: 'Begin investigating after proof of loss',
    duty: 'begin investigating a claim after receiving proof of loss',
    ask: 'begin investigating my claim',
    unit: 'calendar',
    days: 7,
    trigger: toInsurer('proof_of_loss_sent'),
    triggerPhrase: 'the insurer received proof of loss',
    satisfiedBy: fromInsurer('inspection', 'documents_requested', 'insurer_response', 'claim_accepted', 'offer_received', 'payment_received', 'denial_received'),
    onRetrigger: 'once',
    citation: 'Florida Statutes §627.70131',
    source: 'statute',
    effectiveFrom: HANDLING_FROM,
    effectiveNote: `${HANDLING_NOTE} The earlier period is not in the notes and is not encoded.`,
    provisional: false,
  },
  { ...payOrDeny, id: 'us-fl-pay-or-deny', days: 60, effectiveFrom: HANDLING_FROM, effectiveNote: HANDLING_NOTE },
  {
    ...payOrDeny,
    id: 'us-fl-pay-or-deny-superseded',
    days: 90,
    effectiveFrom: UNDATED_FLOOR,
    effectiveTo: SUPERSEDED_TO,
    effectiveNote: SUPERSEDED_NOTE,
  },
  {
    id: 'us-fl-bill-of-rights',
    jurisdiction: 'US-FL',
    who: 'insurer',
    title: 'Send the Homeowner Claims Bill of Rights',
    duty: 'send the Homeowner Claims Bill of Rights',
    ask: 'send me the Homeowner Claims Bill of Rights',
    unit: 'calendar',
    days: 14,
    trigger: toInsurer('notice_given'),
    triggerPhrase: 'the insurer received notice of the claim',
    // Insurers usually enclose it with the acknowledgement; the user can log it as documents received.
    satisfiedBy: fromInsurer('acknowledgement_received', 'documents_sent'),
    onRetrigger: 'once',
    citation: 'Florida Statutes §627.7142',
    source: 'statute',
    effectiveFrom: HANDLING_FROM,
    effectiveNote: `${HANDLING_NOTE} The notes list this duty with the current rules; its earlier history is not encoded.`,
    provisional: false,
    appliesTo: ['home'],
  },
  {
    id: 'us-fl-notice-of-claim',
    jurisdiction: 'US-FL',
    who: 'policyholder',
    title: 'Give notice of a new or reopened claim',
    duty: 'give the insurer notice of a new or reopened claim',
    unit: 'months',
    months: 12,
    trigger: 'loss_date',
    triggerPhrase: 'the date of loss',
    satisfiedBy: toInsurer('notice_given'),
    onRetrigger: 'once',
    citation: 'Florida Statutes §627.70132',
    source: 'statute',
    effectiveFrom: NOTICE_FROM,
    effectiveNote: NOTICE_NOTE,
    provisional: false,
    appliesTo: PROPERTY,
  },
  {
    id: 'us-fl-supplemental-claim',
    jurisdiction: 'US-FL',
    who: 'policyholder',
    title: 'Last day for a supplemental claim',
    duty: 'give notice of a supplemental claim',
    unit: 'months',
    months: 18,
    trigger: 'loss_date',
    triggerPhrase: 'the date of loss',
    satisfiedBy: [],
    onRetrigger: 'once',
    citation: 'Florida Statutes §627.70132',
    source: 'statute',
    effectiveFrom: NOTICE_FROM,
    effectiveNote: NOTICE_NOTE,
    provisional: false,
    appliesTo: PROPERTY,
  },
];

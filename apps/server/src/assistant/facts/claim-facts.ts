import {
  amountsIn,
  chronological,
  computeDeadlines,
  daysBetween,
  diaryAmounts,
  diaryValues,
  isCountry,
  letterDate,
  letterMoney,
  paymentsAsDiaryEvents,
  type Amount,
  type AmountKind,
  type DiaryEntry,
  type Placeholder,
  type TemplateLanguage,
} from '@benji/shared';
import { claimTypeFromText } from '../claim-kinds';
import type { AssistantContext, ClaimContext } from '../engine';
import { longDate } from '../providers/offline/format';
import { datesIn, EVENT_DATE_ROLE, latestDate, type DatedFact } from './dates';
import { sendingsIn } from './user-statements';
import { ledgerAmounts } from './ledger-amounts';

/** A dated event of the diary with the amounts its summary names. */
export interface DatedEvent extends DiaryEntry {
  amounts: Amount[];
}

/**
 * What Benji knows of the user's claim, built once per message from the claim, the chat's claim
 * details, the diary and the question. Every reply reads it; a fact missing here is unknown, and
 * a reply leaves a placeholder for it and says so.
 */
export interface Facts {
  today: string;
  userName: string;
  userEmail: string;
  userPhone: string;
  userAddress: string;
  insurer: string;
  adjusterName: string;
  adjusterEmail: string;
  adjusterPhone: string;
  claimNumber: string;
  policyNumber: string;
  policeReportNumber: string;
  /** The claim the message is most likely about, or null when the user has submitted none. */
  claim: ClaimContext | null;
  /** The claim's diary, oldest first. */
  events: DatedEvent[];
  /** Every amount known, oldest first: from the diary, then the claim's description, then the question. */
  amounts: Amount[];
  /** Every date known with what it is the date of, oldest first: the loss, the diary's, then the question's. */
  dates: DatedFact[];
  lastFromInsurer: DatedEvent | null;
  lastToInsurer: DatedEvent | null;
  /** The user's last message to the insurer when nothing has come back since; null otherwise. */
  unanswered: DatedEvent | null;
  /** Days since the insurer last wrote or called; null when it never has. */
  daysSinceInsurerContact: number | null;
  /** A denial recorded in the diary, or said in the question ("they denied it on the phone"). */
  denial: { on: string | null; summary: string; written: boolean } | null;
  /** The claim is settled or closed: status Paid or Rejected. */
  closed: boolean;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The claim the conversation is about: the one whose kind the message describes, else the one the
 * claim details belong to (or, for details of no claim, the one with their insurer), else the first
 * (the chosen one). Deterministic for the same context and message.
 */
export function currentClaim(context: AssistantContext, message: string): ClaimContext | null {
  const { claims, claimDetails } = context;
  const described = claims.length > 1 ? claimTypeFromText(message) : null;
  const named = described ? claims.find((claim) => claim.typeOfClaim === described) : undefined;
  if (named) return named;
  const linked = claimDetails?.claimId ? claims.find((claim) => claim.id === claimDetails.claimId) : undefined;
  const byInsurer = claimDetails
    ? claims.find((claim) => claim.insuranceCompanyName && same(claim.insuranceCompanyName, claimDetails.insuranceCompanyName))
    : undefined;
  return linked ?? byInsurer ?? claims[0] ?? null;
}

const DENIED_IN_WORDS =
  /\b(denied|denying|rejected|(?:got|received|get|sent (?:me|us)|have|their|his|her) (?:a |an |the |their )?(?:written |verbal )?denial|turned (?:me|us|it) down|won'?t (?:pay|cover)|not going to (?:pay|cover)|refus(?:ed|ing) to pay|declined (?:my|the|our) claim|(?:says?|said|told (?:me|us)|claims?)\b[^.?!]{0,80}\b(?:not|\w+n'?t) covered|won'?t (?:cover|pay for)|partial(?:ly)? deni\w*)\b/i;
// Denied, not yet, or only supposed: "what happens if my claim is denied" tells of no denial.
const NEGATED_DENIAL =
  /\b(not|never|hasn'?t|haven'?t|wasn'?t|isn'?t|no) (?:been |yet )?(?:denied|rejected)\b|\b(?:if|whether|should|suppose|supposing)\s+(?:(?:my|the|our|this|they|it)\s+)?(?:\w+\s+)?(?:is\s+|gets?\s+|were\s+|ever\s+)?(?:deny|denies|denied|rejects?|rejected)\b|\bin case\b/i;

/** Ids of diary entries made from what the user says in the message, not from the diary itself. */
export const STATED_EVENT_PREFIX = 'stated-';

/**
 * The claim with what the user says they sent ("I emailed him the estimate on nov 4") added to
 * its diary as dated messages to the insurer, and its deadlines counted again: a message the
 * diary lacks still starts the insurer's clock to answer it.
 */
function withStatedSendings(claim: ClaimContext | null, message: string, today: string): ClaimContext | null {
  if (!claim) return claim;
  const stated: DiaryEntry[] = sendingsIn(message, today)
    .filter((sending) => sending.on !== null)
    .map((sending, index) => ({
      id: `${STATED_EVENT_PREFIX}${index}`,
      occurred_on: sending.on!,
      kind: 'message_sent',
      direction: 'to_insurer',
      channel: null,
      summary: `Sent ${sending.what}`,
    }));
  if (stated.length === 0) return claim;
  const diary = chronological([...claim.diary, ...stated]);
  const deadlines = isCountry(claim.country)
    ? computeDeadlines({
        country: claim.country,
        region: claim.region,
        lossDate: claim.dateOfIncident,
        events: chronological([...diary, ...paymentsAsDiaryEvents(claim.ledger)]),
        today,
        claimCategory: claim.category,
      })
    : claim.deadlines;
  return { ...claim, diary, deadlines };
}

export function gatherFacts(context: AssistantContext, message: string): Facts {
  const details = context.claimDetails;
  const claim = withStatedSendings(currentClaim(context, message), message, context.today);
  const events: DatedEvent[] = (claim?.diary ?? []).map((event) => ({
    ...event,
    amounts: diaryAmounts(event),
  }));
  const amounts = [
    ...events.flatMap((event) => event.amounts),
    ...ledgerAmounts(claim?.ledger ?? []),
    ...(claim ? amountsIn(claim.description, 'description') : []),
    ...amountsIn(message, 'question'),
  ];
  const past = events.filter((event) => event.occurred_on <= context.today);
  const lastFromInsurer = past.filter((event) => event.direction === 'from_insurer').at(-1) ?? null;
  const lastToInsurer = past.filter((event) => event.direction === 'to_insurer').at(-1) ?? null;
  const lastIndex = (event: DatedEvent | null) => (event ? past.indexOf(event) : -1);
  const recordedDenial = past.filter((event) => event.kind === 'denial_received').at(-1);
  const statedDenial = DENIED_IN_WORDS.test(message) && !NEGATED_DENIAL.test(message);
  return {
    today: context.today,
    userName: context.user.fullName,
    userEmail: context.user.email,
    userPhone: context.user.phone,
    userAddress: context.user.address,
    insurer: details?.insuranceCompanyName || claim?.insuranceCompanyName || '',
    adjusterName: details?.adjusterName ?? '',
    adjusterEmail: details?.adjusterEmail ?? '',
    adjusterPhone: details?.adjusterPhoneNumber ?? '',
    claimNumber: details?.claimNumber ?? '',
    policyNumber: details?.policyNumber || claim?.policyNumber || '',
    policeReportNumber: details?.policeReportNumber || claim?.policeReportNumber || '',
    claim,
    events,
    amounts,
    dates: [
      ...(claim ? [{ role: 'loss' as const, on: claim.dateOfIncident, source: 'claim' as const }] : []),
      ...events.map((event): DatedFact => ({ role: EVENT_DATE_ROLE[event.kind], on: event.occurred_on, source: 'diary' })),
      ...datesIn(message, 'question', context.today),
    ],
    lastFromInsurer,
    lastToInsurer,
    unanswered: lastIndex(lastToInsurer) > lastIndex(lastFromInsurer) ? lastToInsurer : null,
    daysSinceInsurerContact: lastFromInsurer ? daysBetween(lastFromInsurer.occurred_on, context.today) : null,
    denial: recordedDenial
      ? {
          on: recordedDenial.occurred_on,
          summary: recordedDenial.summary,
          written: recordedDenial.channel !== 'phone' && recordedDenial.channel !== 'in_person',
        }
      : statedDenial
        ? { on: null, summary: message, written: false }
        : null,
    closed: claim?.status === 'Paid' || claim?.status === 'Rejected',
  };
}

/** The newest amount of a kind: the question's own figure first, then the diary's latest. */
export function latestAmount(facts: Facts, kind: AmountKind): Amount | null {
  const ofKind = facts.amounts.filter((amount) => amount.kind === kind);
  return ofKind.find((amount) => amount.source === 'question') ?? ofKind.filter((amount) => amount.source !== 'question').at(-1) ?? null;
}

/**
 * Figures the words around them make the user's own: not an amount nothing labels ("stole my bike
 * (a $2,800 Trek), my TV and my games"), which may be one item's price and not the loss's.
 */
const USER_FIGURE_KINDS: readonly AmountKind[] = ['estimate', 'invoice', 'value'];

/**
 * The user's own figure against an offer: an estimate, quote or value above it, the question's
 * first, then the diary's latest. One below the offer (a plumber's $485 call-out) is never
 * presented as "my figure for the same work".
 */
export function userFigureAbove(facts: Facts, offer: Amount): Amount | null {
  const above = facts.amounts.filter((amount) => USER_FIGURE_KINDS.includes(amount.kind) && amount.value > offer.value);
  const inQuestion = above.filter((amount) => amount.source === 'question');
  const estimates = above.filter((amount) => amount.source !== 'question' && (amount.kind === 'estimate' || amount.kind === 'invoice'));
  return inQuestion.at(-1) ?? estimates.at(-1) ?? null;
}

/** The repair figure to claim: the question's estimate, else the largest on record (not a small invoice logged after it). */
export function bestEstimate(facts: Facts): Amount | null {
  const estimates = amountsOf(facts, 'estimate');
  const asked = estimates.filter((amount) => amount.source === 'question').at(-1);
  return asked ?? estimates.reduce<Amount | null>((best, amount) => (!best || amount.value > best.value ? amount : best), null);
}

export function amountsOf(facts: Facts, kind: AmountKind): Amount[] {
  return facts.amounts.filter((amount) => amount.kind === kind);
}

export function lossLocation(claim: ClaimContext | null): string {
  if (!claim) return '';
  return [claim.city, claim.region, claim.country].filter(Boolean).join(', ');
}

/** A figure of one role the user's own message gives, with a date their words give that role. */
function statedInQuestion(facts: Facts, kind: 'offer' | 'payment', language: TemplateLanguage): { text: string; on: string } | null {
  const amount = facts.amounts.find((candidate) => candidate.source === 'question' && candidate.kind === kind);
  if (!amount) return null;
  const on = latestDate(
    facts.dates.filter((date) => date.source === 'question'),
    kind,
  );
  return { text: letterMoney(amount, language), on: on ? dateIn(on, language) : '' };
}

// English keeps the assistant's own way of writing a day; French and Spanish write it as their letters do.
const dateIn = (day: string, language: TemplateLanguage) => (language === 'en' ? longDate(day) : letterDate(day, language));

/**
 * Values for the template store's [Placeholder] vocabulary: the record's, read as the template
 * store reads them (shared `diaryValues`: each slot a fact of its role), then what the message
 * itself says, which speaks for this letter. A figure the user names takes no other figure's date.
 */
export function placeholderValues(facts: Facts, language: TemplateLanguage = 'en'): Partial<Record<Placeholder, string>> {
  const { claim } = facts;
  const fromDiary = diaryValues(
    facts.events.filter((event) => event.occurred_on <= facts.today),
    language,
  );
  const offer = statedInQuestion(facts, 'offer', language);
  const payment = statedInQuestion(facts, 'payment', language);
  const lastContact = fromDiary['Date of Last Contact'] ?? (claim?.lastContactOn ? dateIn(claim.lastContactOn, language) : '');
  return {
    ...fromDiary,
    'Your Full Name': facts.userName,
    'Your Address': facts.userAddress,
    'Your Phone': facts.userPhone,
    'Your Email': facts.userEmail,
    Date: dateIn(facts.today, language),
    'Insurance Company': facts.insurer,
    'Adjuster Name': facts.adjusterName,
    'Claim Number': facts.claimNumber,
    'Policy Number': facts.policyNumber,
    'Date of Loss': claim ? dateIn(claim.dateOfIncident, language) : '',
    'Loss Location': lossLocation(claim),
    'Type of Loss': claim?.typeOfClaim ?? '',
    'Description of Loss': claim?.description ?? '',
    'Date of Last Contact': lastContact,
    'Request Summary': facts.unanswered?.summary ?? '',
    ...(offer ? { 'Offer Amount': offer.text, 'Offer Date': offer.on } : {}),
    ...(payment ? { 'Payment Amount': payment.text, 'Payment Date': payment.on } : {}),
  };
}

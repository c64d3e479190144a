import { undated } from '../effective';
import { ANY_FROM_INSURER, DECISION, PAID_OR_DENIED, PROOF_SENT, fromInsurer, inWriting, toInsurer } from '../match';
import { CHECKED_ON, SOURCE } from '../sources';
import type { DeadlineRule } from '../types';

const since = undated('Insurance Code chapter 542');
const CATASTROPHE = 'In a declared catastrophe area the insurer has 15 more days (§542.059).';
const INTEREST =
  'A late payment carries interest at 18% a year plus attorney fees (§542.060(a)); for a property claim from wind, hail, flood or ' +
  'another force of nature sued on since 1 September 2017 (chapter 542A), the rate is the judgment rate under Finance Code §304.003 plus 5% (§542.060(c)).';

// §542.051(4): a "notice of claim" is a written notification, so a phone call starts nothing.
const WRITTEN_NOTICE = inWriting(toInsurer('notice_given'));

export const TEXAS_RULES: DeadlineRule[] = [
  {
    id: 'us-tx-542-055',
    jurisdiction: 'US-TX',
    who: 'insurer',
    title: 'Acknowledge the claim, begin investigating and request what it needs',
    duty: 'acknowledge a claim, begin investigating it and request the items it needs',
    ask: 'acknowledge my claim, begin investigating it and tell me every item you need from me',
    unit: 'calendar',
    days: 15,
    trigger: WRITTEN_NOTICE,
    triggerPhrase: 'the insurer received notice of the claim',
    satisfiedBy: ANY_FROM_INSURER,
    onRetrigger: 'once',
    citation: 'Texas Insurance Code §542.055',
    sourceUrl: SOURCE.txIns542_055,
    checkedOn: CHECKED_ON,
    source: 'statute',
    ...since,
    provisional: false,
    caveat: `The clock starts only on written notice of the claim (§542.051(4)): a claim reported by phone alone does not start it. Surplus-lines insurers have 30 business days. ${CATASTROPHE}`,
  },
  {
    id: 'us-tx-542-056',
    jurisdiction: 'US-TX',
    who: 'insurer',
    title: 'Accept or reject the claim in writing',
    duty: 'accept or reject a claim in writing',
    ask: 'accept or reject my claim in writing',
    unit: 'business',
    days: 15,
    trigger: PROOF_SENT,
    triggerPhrase: 'the insurer received all requested items',
    satisfiedBy: DECISION,
    onRetrigger: 'restart',
    afterAllRequestedItems: true,
    // The 45 days run from the insurer's notice, and only a notice given within the 15 business days counts.
    extension: {
      by: inWriting(fromInsurer('extension_notice')),
      period: { unit: 'calendar', days: 45 },
      phrase: "the insurer's written notice that it needs more time",
    },
    citation: 'Texas Insurance Code §542.056',
    sourceUrl: SOURCE.txIns542_056,
    checkedOn: CHECKED_ON,
    source: 'statute',
    ...since,
    provisional: false,
    caveat: `The insurer may extend once, in writing with its reasons, to 45 days; where it suspects arson it has 30 days. ${CATASTROPHE}`,
  },
  {
    id: 'us-tx-542-057',
    jurisdiction: 'US-TX',
    who: 'insurer',
    title: 'Pay the accepted claim',
    duty: 'pay a claim it has said it will pay',
    ask: 'pay the accepted amount of my claim',
    unit: 'business',
    days: 5,
    trigger: [...fromInsurer('claim_accepted'), ...toInsurer('offer_accepted')],
    triggerPhrase: 'the claim was accepted for payment',
    satisfiedBy: fromInsurer('payment_received'),
    onRetrigger: 'keep',
    citation: 'Texas Insurance Code §542.057',
    sourceUrl: SOURCE.txIns542_057,
    checkedOn: CHECKED_ON,
    source: 'statute',
    ...since,
    provisional: false,
    caveat: `Surplus-lines insurers have 20 business days. ${INTEREST} ${CATASTROPHE}`,
  },
  {
    id: 'us-tx-542-058',
    jurisdiction: 'US-TX',
    who: 'insurer',
    title: 'Pay the claim (outer limit)',
    duty: 'pay a claim it is liable for',
    ask: 'pay my claim',
    unit: 'calendar',
    days: 60,
    trigger: PROOF_SENT,
    triggerPhrase: 'the insurer received all the items, statements and forms it requested',
    // A denial ends the clock here; if the denial is later found wrong, §542.058 applies all the same.
    satisfiedBy: PAID_OR_DENIED,
    onRetrigger: 'restart',
    afterAllRequestedItems: true,
    citation: 'Texas Insurance Code §542.058(a)',
    sourceUrl: SOURCE.txIns542_058,
    checkedOn: CHECKED_ON,
    source: 'statute',
    ...since,
    provisional: false,
    caveat: `An insurer liable for the claim that delays payment for more than 60 days after receiving everything it asked for (or longer than another statute allows) owes damages under §542.060. ${INTEREST}`,
  },
];

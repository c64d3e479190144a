import { CANADA_HOME_PAGE } from '../policies/canada-homeowners';
import { ontario as s } from '../scenarios/ontario';
import type { Question } from '../types';
import { KNOWN_ON_FILE, adjusterNamed, letterTo, merge, page } from './expect-helpers';

const POL_DUE = ['November 28, 2026', 'Nov 28', '2026-11-28', 'November 28'];

// Priya's claim: accepted October 1; $18,400 ACV paid with $7,250 held back until the kitchen is rebuilt,
// so the replacement cost is $25,650. The statutory condition wants a proof of loss within 90 days of
// the August 30 fire (November 28), and the contents inventory is still owed. Nothing is closed.
export const ontarioQuestions: Question[] = [
  {
    id: 'on-rent',
    job: 'living_expenses',
    ask: "can you write lauren asking them to pay the rental going forward? the furnished place is $3,200 a month and we're there till the kitchen is rebuilt. the hotel was $4,870, she already has those receipts",
    expect: merge(letterTo(s), {
      includes: ['$3,200', '$4,870', page(CANADA_HOME_PAGE.livingExpenses)],
      includesAny: [['Additional Living Expense'], ['$144,000']],
      excludes: ['Claim Closure'],
      fillBeforeSending: { unknown: ['move', 'end date', 'how long', 'rebuild', 'completion'], known: KNOWN_ON_FILE },
    }),
  },
  {
    id: 'on-what-counts',
    job: 'living_expenses',
    ask: "what else counts as living expenses? we're driving like 40 km more a day for school and work now and eating out way more",
    expect: {
      includes: [page(CANADA_HOME_PAGE.livingExpenses)],
      includesAny: [
        ['mileage', 'kilometre', 'kilometer', 'km', 'travel'],
        ['meal', 'food'],
        ['increase', 'extra', 'above your normal', 'over your normal'],
        ['receipt', 'log'],
      ],
      excludes: ['Claim Closure'],
    },
  },
  {
    id: 'on-release',
    job: 'depreciation',
    ask: "kitchen is FINALLY done, contractor's final invoice is $27,600. how do i get the $7,250 they held back? write it",
    expect: merge(letterTo(s), {
      includes: ['$7,250', '$27,600', page(CANADA_HOME_PAGE.basisOfPayment)],
      includesAny: [['replacement cost', 'recoverable depreciation', 'holdback', 'held back'], ['invoice']],
    }),
  },
  {
    id: 'on-holdback-term',
    job: 'explain_term',
    ask: "what does holdback mean exactly? why didn't they just pay it all",
    expect: {
      includes: ['$7,250', '$18,400', page(CANADA_HOME_PAGE.basisOfPayment)],
      includesAny: [['actual cash value', 'ACV'], ['replacement cost'], ['repair', 'rebuil']],
    },
  },
  {
    id: 'on-two-jobs',
    job: 'two_jobs',
    ask: "explain the holdback thing and then write the letter asking them to release it once we're done",
    expect: {
      includes: ['$7,250', s.details.claimNumber],
      inOrder: [
        ['actual cash value', 'ACV', 'held back', 'holdback'],
        ['Subject:', ...adjusterNamed(s).map((name) => `Dear ${name}`)],
      ],
    },
  },
  {
    id: 'on-pol-deadline',
    job: 'deadline_question',
    ask: 'is there a deadline for my proof of loss? lauren never sent me a form',
    expect: {
      includes: [page(CANADA_HOME_PAGE.statutoryConditions)],
      includesAny: [['90 days'], POL_DUE, ['statutory condition']],
    },
  },
  {
    id: 'on-pol-draft',
    job: 'proof_of_loss',
    ask: 'ok help me do the proof of loss. building they paid $18,400 so far, the contents list is about $41,300, living expenses $4,870 hotel plus $3,200 rent for october',
    expect: {
      includes: [s.details.claimNumber, s.details.policyNumber, '$41,300', '$4,870', '$3,200'],
      includesAny: [
        ['August 30, 2026', 'Aug 30', '2026-08-30', 'August 30'],
        ['statutory declaration', 'sworn', 'commissioner'],
      ],
      fillBeforeSending: { unknown: ['building', 'dwelling', 'commissioner', 'notary', 'witness'], known: KNOWN_ON_FILE },
    },
  },
  {
    id: 'on-euo',
    job: 'euo',
    ask: 'lauren says they want an examination under oath about how the fire started?? is that normal, do i need a lawyer',
    expect: {
      includesAny: [
        ['examination under oath'],
        ['lawyer'],
        [page(CANADA_HOME_PAGE.statutoryConditions)],
        ['transcript', 'record'],
        ['fire department', 'Hamilton Fire', 'fire report'],
      ],
    },
  },
  {
    id: 'on-escalate',
    job: 'escalate',
    ask: "lauren's not answering about the contents. who's above her, and after that who do i complain to in ontario",
    expect: {
      includesAny: [
        ['General Insurance OmbudService', 'GIO'],
        ['Financial Services Regulatory Authority', 'FSRA'],
      ],
      inOrder: [
        ['supervisor', 'manager'],
        ['General Insurance OmbudService', 'GIO', 'Financial Services Regulatory Authority', 'FSRA'],
      ],
    },
  },
  {
    id: 'on-dispute',
    job: 'dispute_offer',
    ask: 'honestly the $18,400 they paid for the kitchen is way low, the contractor quote for the whole kitchen is $25,650. write a letter disputing it',
    states: ['offer'],
    expect: { includes: ['$18,400', '$25,650', '$7,250'], includesAny: [['holdback', 'held back', 'recoverable depreciation']] },
  },
  {
    id: 'on-butter-chicken',
    job: 'off_topic',
    ask: "whats a good butter chicken recipe, we're so sick of takeout",
    expect: { refusal: true, excludes: ['garam masala'] },
  },
  {
    id: 'on-where',
    job: 'next_steps',
    ask: "where are we at, what's still outstanding on my end",
    expect: { includesAny: [['contents inventory', 'inventory'], ['proof of loss'], POL_DUE, ['$7,250', 'holdback']] },
  },
  {
    id: 'on-keep-paying',
    job: 'false_premise',
    ask: "we're still out of the house, can you ask them to keep paying our living expenses",
    expect: merge(letterTo(s), { includesAny: [['Additional Living Expense', 'living expenses']], excludes: ['Claim Closure'] }),
  },
  {
    id: 'on-more-time',
    job: 'more_time',
    ask: 'the contents list is huge, theres no way its done by the proof of loss deadline. ask lauren for more time',
    expect: merge(letterTo(s), {
      includesAny: [POL_DUE, ['contents', 'inventory'], ['in writing', 'written', 'confirm']],
      fillBeforeSending: { unknown: ['date', 'days'], known: KNOWN_ON_FILE },
    }),
  },
  {
    id: 'on-holdback-window',
    job: 'depreciation',
    ask: 'contractor says 6 more weeks on the kitchen. is there a deadline to claim the holdback?',
    expect: {
      includes: ['$7,250', page(CANADA_HOME_PAGE.basisOfPayment)],
      includesAny: [
        ['one year', '1 year', '12 months'],
        ['August 30, 2027', 'Aug 30, 2027', '2027-08-30'],
      ],
    },
  },
];

import { CANADA_HOME_PAGE } from '../policies/canada-homeowners';
import { britishColumbia as s } from '../scenarios/british-columbia';
import type { Question } from '../types';
import { KNOWN_ON_FILE, letterTo, merge, page } from './expect-helpers';

const HARPREET_EMAIL = `Hi Daniel,

Attached is the contents settlement worksheet. We applied depreciation of 20-40% based on age. The treadmill was listed as bought in 2019 - please confirm.

Also, our contractor can start the basement on December 1 if you accept the $14,600 building estimate. Please let me know by November 27.

Regards,
Harpreet Sandhu
Cascadia Home Insurance Ltd.`;

// Daniel's claim: the sewer back-up endorsement (page 5) covers up to $25,000 after a $2,500 deductible.
// Offer $14,600 against a $22,950 quote; contents paid at ACV ($6,120) with $2,480 held back.
export const britishColumbiaQuestions: Question[] = [
  {
    id: 'bc-sewer-covered',
    job: 'policy_question',
    ask: 'is sewer backup even covered under my policy?? and how much',
    expect: {
      includes: ['$25,000', '$2,500', page(CANADA_HOME_PAGE.endorsements)],
      includesAny: [['is covered', 'are covered', 'covered up to', 'yes,', 'yes.']],
    },
  },
  {
    id: 'bc-dispute',
    job: 'dispute_offer',
    ask: "$14,600 for the basement is WAY under our contractor's $22,950. write the dispute letter",
    expect: merge(letterTo(s), {
      includes: ['$14,600', '$22,950'],
      includesAny: [
        ['itemized', 'itemised', 'line-by-line', 'line by line'],
        ['$25,000', 'within the limit', 'endorsement limit'],
      ],
    }),
  },
  {
    id: 'bc-appraisal',
    job: 'appraisal',
    ask: 'can we use that appraisal process for the basement number instead of going back and forth forever',
    expect: {
      includes: [page(CANADA_HOME_PAGE.appraisal)],
      includesAny: [['umpire'], ['appraiser'], ['$14,600', '$22,950'], ['amount of loss', 'amount of the loss', 'amount']],
      fillBeforeSending: { unknown: ['appraiser'], known: KNOWN_ON_FILE },
    },
  },
  {
    id: 'bc-holdback-how',
    job: 'depreciation',
    ask: 'how do i get the $2,480 back for the contents',
    expect: { includes: ['$2,480', page(CANADA_HOME_PAGE.basisOfPayment)], includesAny: [['replace'], ['receipt'], ['180 days']] },
  },
  {
    id: 'bc-holdback-letter',
    job: 'depreciation',
    ask: 'we bought the new sectional ($2,150) and treadmill ($1,480), receipts attached. write them to release the holdback on those',
    expect: merge(letterTo(s), {
      includes: ['$2,150', '$1,480'],
      includesAny: [['$2,480', 'holdback', 'held back', 'recoverable depreciation'], ['receipt']],
    }),
  },
  {
    id: 'bc-limitation',
    job: 'deadline_question',
    ask: 'how long do i have to take them to court if this goes sideways',
    expect: {
      includesAny: [
        ['British Columbia: 2-year limitation period', 's.23(1)(a)'],
        ['2 years', 'two years'],
        ['September 18, 2028', 'Sept 18, 2028', '2028-09-18'],
        ['date of loss', 'the loss', 'knew'],
      ],
    },
  },
  {
    id: 'bc-escalate',
    job: 'escalate',
    ask: 'harpreet keeps stalling on the basement. who do i escalate to in BC',
    expect: {
      includesAny: [
        ['BCFSA', 'BC Financial Services Authority'],
        ['General Insurance OmbudService', 'GIO'],
      ],
      inOrder: [
        ['supervisor', 'manager'],
        ['General Insurance OmbudService', 'GIO', 'BC Financial Services Authority', 'BCFSA'],
      ],
    },
  },
  {
    id: 'bc-email',
    job: 'email_reply',
    ask: `reply to this for me pls\n\n${HARPREET_EMAIL}`,
    states: ['email'],
    expect: merge(letterTo(s), {
      includesAny: [
        ['depreciation'],
        ['treadmill'],
        ['$14,600'],
        ['$22,950', 'our contractor', 'own contractor'],
        ['November 27', 'Nov 27'],
      ],
      fillBeforeSending: { unknown: ['treadmill', 'year', 'purchase'], known: [...KNOWN_ON_FILE, 'Offer Amount'] },
    }),
  },
  {
    id: 'bc-email-two-turns',
    job: 'email_reply',
    ask: [
      `got this from harpreet this morning\n\n${HARPREET_EMAIL}`,
      'ok write back. we are NOT accepting 14,600 for the basement, and the treadmill was bought in 2021 not 2019',
    ],
    states: ['email'],
    expect: merge(letterTo(s), {
      includes: ['2021', '$14,600'],
      includesAny: [
        ['$22,950', 'our contractor', 'own contractor'],
        ['depreciation'],
        ['November 27', 'Nov 27'],
        ['not accept', 'cannot accept', "can't accept", 'do not accept', 'decline'],
      ],
      excludes: ['[Offer Amount]'],
    }),
  },
  {
    id: 'bc-depreciation-term',
    job: 'explain_term',
    ask: 'whats depreciation and why did they take it off my couch',
    expect: {
      includesAny: [
        ['age', 'wear'],
        ['actual cash value', 'ACV'],
        ['$2,480', 'held back', 'get it back', 'recoverable'],
      ],
    },
  },
  {
    id: 'bc-homework',
    job: 'off_topic',
    ask: "can you help with my kid's math homework real quick, what's 15% of 240",
    expect: { refusal: true, excludes: ['36'] },
  },
  {
    id: 'bc-help',
    job: 'clarify',
    ask: 'help',
    expect: { clarify: true },
  },
  {
    id: 'bc-status',
    job: 'status_update',
    ask: 'can you write harpreet asking when the building payment is coming and whether the $2,480 is still being held',
    expect: merge(letterTo(s), { includes: ['$2,480'], includesAny: [['$14,600']] }),
  },
  {
    id: 'bc-more-time',
    job: 'more_time',
    ask: "we won't have all the basement furniture replaced for a while, the guest bed is backordered. ask for more time to claim the holdback",
    expect: merge(letterTo(s), {
      includes: ['$2,480'],
      includesAny: [['180 days'], ['backorder', 'back-order', 'back order', 'guest bed'], ['in writing', 'written', 'confirm']],
    }),
  },
];

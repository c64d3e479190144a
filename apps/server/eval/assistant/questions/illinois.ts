import { US_HOME_PAGE } from '../policies/us-homeowners';
import { illinois as s } from '../scenarios/illinois';
import type { Question } from '../types';
import { KNOWN_ON_FILE, letterTo, merge, page } from './expect-helpers';

const TOM_EMAIL = `Hi Megan,

Thanks for the inventory. A few items:
(1) we need proof of ownership for the ring and bracelet - the appraisal and purchase receipts;
(2) please send the serial number for the MacBook;
(3) we'd like to take your recorded statement by phone next week;
(4) for the door repair, please send the contractor's invoice.

Thanks,
Tom Haskins
Prairie Shield Insurance Company`;

// Illinois's claim-handling rules are encoded, but none of them sets the policyholder's proof-of-loss
// deadline: the answer must say so rather than imply a statute sets one.
const NO_RULE_FOR_THIS = ['no deadline rule for this', 'no rule for this', 'not encoded', 'not in Benji'];

// Megan's claim: jewelry theft is capped at $1,500 in total (page 2), cash at $200; no Illinois
// deadline rules are encoded, so deadline answers rest on the policy and the regulator.
export const illinoisQuestions: Question[] = [
  {
    id: 'il-ring',
    job: 'policy_question',
    ask: 'is my engagement ring covered for the full $6,800?? it was appraised in 2023',
    expect: {
      includes: ['$1,500', page(US_HOME_PAGE.specialLimits)],
      includesAny: [
        ['theft of jewelry', 'jewelry'],
        ['schedul'],
        ['not the full', 'not for the full', 'limited to', 'only $1,500', 'capped', 'at most $1,500'],
        ['bracelet', 'combined', 'in total', 'total'],
      ],
    },
  },
  {
    id: 'il-sublimit',
    job: 'explain_term',
    ask: 'what is a sublimit?? tom keeps saying it like i should know',
    expect: {
      includes: ['$1,500', page(US_HOME_PAGE.specialLimits)],
      includesAny: [
        ['special limit', 'sub-limit', 'sublimit'],
        ['Coverage C', 'personal property'],
      ],
    },
  },
  {
    id: 'il-pol-deadline',
    job: 'deadline_question',
    ask: 'how long do i have to send the proof of loss',
    expect: {
      includes: ['Illinois Department of Insurance', page(US_HOME_PAGE.conditions)],
      includesAny: [NO_RULE_FOR_THIS, ['60 days'], ['after our request', 'after their request', 'after they ask', 'request']],
    },
  },
  {
    id: 'il-pol-draft',
    job: 'proof_of_loss',
    ask: 'draft my proof of loss. ring $6,800, bracelet $2,900, macbook $2,399, camera $1,150, cash $600, back door $1,340',
    expect: {
      includes: [s.details.claimNumber, s.details.policyNumber, 'JD-417233', '$1,500', '$200', '$1,000'],
      includesAny: [
        ['October 24, 2026', 'Oct 24', '2026-10-24', 'October 24'],
        ['$5,589', '$6,589'],
      ],
      fillBeforeSending: { unknown: ['serial', 'receipt', 'purchase date', 'notary'], known: KNOWN_ON_FILE },
    },
  },
  {
    id: 'il-email',
    job: 'email_reply',
    ask: `tom sent this. help me reply to each thing\n\n${TOM_EMAIL}`,
    states: ['email'],
    expect: merge(letterTo(s), {
      includesAny: [['appraisal'], ['serial'], ['recorded statement'], ['invoice']],
      fillBeforeSending: { unknown: ['serial', 'date', 'time'], known: KNOWN_ON_FILE },
    }),
  },
  {
    id: 'il-macbook',
    job: 'written_denial',
    ask: "tom said on the phone the macbook isnt covered because i use it for work sometimes. i want that in writing with the policy section he's using",
    states: ['denial'],
    expect: merge(letterTo(s), {
      includesAny: [
        ['in writing', 'written'],
        ['MacBook'],
        ['provision', 'section', 'policy wording', 'policy language'],
        ['primarily'],
        ['$2,500'],
      ],
    }),
  },
  {
    id: 'il-more-time',
    job: 'more_time',
    ask: "i cant get all the receipts together, the ring receipt is at my mom's in ohio. ask tom for another 30 days for the list",
    expect: merge(letterTo(s), {
      includesAny: [['30 days', '30 more days', 'additional 30'], ['receipt'], ['November 2', 'Nov 2']],
      fillBeforeSending: { unknown: ['date'], known: KNOWN_ON_FILE },
    }),
  },
  {
    id: 'il-euo',
    job: 'euo',
    ask: 'tom says they might want an EUO because of the jewelry. what even is that and what should i bring',
    expect: {
      includesAny: [
        ['examination under oath'],
        ['appraisal', 'receipt'],
        ['police report', 'JD-417233'],
        ['lawyer', 'attorney'],
        [page(US_HOME_PAGE.conditions)],
      ],
    },
  },
  {
    id: 'il-appraisal-term',
    job: 'explain_term',
    ask: "whats the difference between the ring appraisal and the 'appraisal' thing in my policy?",
    expect: {
      includesAny: [['amount of loss', 'amount of the loss'], ['umpire'], [page(US_HOME_PAGE.appraisal)], ['value', 'jeweler']],
    },
  },
  {
    id: 'il-letter',
    job: 'clarify',
    ask: 'letter',
    expect: { clarify: true, excludes: ['Subject:'] },
  },
  {
    id: 'il-letter-then-which',
    job: 'more_time',
    ask: ['letter', 'the one asking tom for more time on the receipts'],
    expect: merge(letterTo(s), {
      includesAny: [['receipt'], ['November 2', 'Nov 2', 'more time', 'extension']],
      excludes: ['Which of these do you need?'],
    }),
  },
  {
    id: 'il-status',
    job: 'status_update',
    ask: 'write tom asking where things are. i sent him everything on the 9th except the ring receipt',
    expect: merge(letterTo(s), {
      includesAny: [
        ['ring receipt', 'receipt'],
        ['November 9', 'Nov 9', 'the 9th'],
      ],
    }),
  },
];

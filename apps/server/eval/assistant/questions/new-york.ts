import { US_AUTO_PAGE } from '../policies/us-auto';
import { newYork as s } from '../scenarios/new-york';
import type { Question } from '../types';
import { KNOWN_ON_FILE, letterTo, merge, page } from './expect-helpers';

const DENISE_EMAIL = `Dear Mr. Russo,

We are in receipt of the police report, title and keys. To continue our investigation, please provide:
1. The loan payoff letter from Ally Financial
2. Your cell phone records for September 26-27, 2026
3. Receipts for any aftermarket equipment on the vehicle

Please also confirm your attendance at the examination under oath on December 3, 2026.

Kind regards,
Denise Alvarez
Auto Claims, Empire Harbor Insurance Company`;

const DUE = ['December 11, 2026', 'Dec 11', '2026-12-11', 'December 11'];

// Anthony's claim: the written request with the proof-of-loss forms came October 12, so §3407's 60 days
// end December 11. The EUO is December 3. The Ally payoff letter is still owed.
export const newYorkQuestions: Question[] = [
  {
    id: 'ny-pol-due',
    job: 'deadline_question',
    ask: 'when is my proof of loss due??',
    expect: { includes: ['§3407'], includesAny: [['60 days'], DUE, ['written request', 'October 12', 'Oct 12']] },
  },
  {
    id: 'ny-two-jobs',
    job: 'two_jobs',
    ask: 'when is my proof of loss due, and draft it',
    expect: {
      includes: ['7FARW2H82NE012345', s.details.claimNumber, s.details.policyNumber],
      inOrder: [DUE, ['7FARW2H82NE012345', 'Signature', 'sworn to before me', 'Notary']],
    },
  },
  {
    id: 'ny-pol-draft',
    job: 'proof_of_loss',
    ask: 'ok draft the proof of loss. KBB says the CR-V was worth about $27,400, the payoff to Ally is $18,950',
    expect: {
      includes: [s.details.claimNumber, s.details.policyNumber, '7FARW2H82NE012345', '$27,400', '$500'],
      includesAny: [['$26,900'], ['Ally'], ['September 27, 2026', 'Sept 27', 'Sep 27', '2026-09-27', 'September 27']],
      fillBeforeSending: { unknown: ['mileage', 'odometer', 'notary', 'notarized'], known: [...KNOWN_ON_FILE, 'VIN', 'Total'] },
    },
  },
  {
    id: 'ny-pol-two-turns',
    job: 'proof_of_loss',
    ask: ["when's my proof of loss due again", 'ok now draft it for me. KBB value is $27,400'],
    expect: {
      includes: [s.details.claimNumber, s.details.policyNumber, '7FARW2H82NE012345', '$27,400'],
      includesAny: [['$500'], ['Ally'], DUE],
    },
  },
  {
    id: 'ny-euo',
    job: 'euo',
    ask: 'i have an EUO december 3 at some law firm in mineola. what do i bring, what are they gonna ask, do i need a lawyer',
    expect: {
      includesAny: [
        ['December 3', 'Dec 3'],
        ['phone records'],
        ['loan'],
        ['key'],
        ['lawyer', 'attorney'],
        ['transcript', 'sign'],
        ['truth', 'honest'],
        [page(US_AUTO_PAGE.duties)],
      ],
    },
  },
  {
    id: 'ny-more-time',
    job: 'more_time',
    ask: 'theres no way ill have the ally payoff letter and everything by the deadline. can u ask denise for more time on the proof of loss',
    expect: merge(letterTo(s), {
      includesAny: [DUE, ['payoff', 'Ally'], ['§3407', '60 days'], ['in writing', 'written']],
      fillBeforeSending: { unknown: ['date', 'days'], known: KNOWN_ON_FILE },
    }),
  },
  {
    id: 'ny-email',
    job: 'email_reply',
    ask: `can you help me answer this from denise\n\n${DENISE_EMAIL}`,
    states: ['email'],
    expect: merge(letterTo(s), {
      includesAny: [['payoff', 'Ally'], ['phone records', 'cell phone'], ['aftermarket'], ['December 3', 'Dec 3'], ['confirm']],
      fillBeforeSending: { unknown: ['date', 'aftermarket', 'receipt'], known: KNOWN_ON_FILE },
    }),
  },
  {
    id: 'ny-empty-reply',
    job: 'false_premise',
    ask: 'reply to the adjuster for me',
    expect: { includesAny: [['paste']], excludes: ['[Your answer'] },
  },
  {
    id: 'ny-where',
    job: 'next_steps',
    ask: 'where am i at with this whole thing',
    expect: { includesAny: [DUE, ['December 3', 'Dec 3'], ['payoff', 'Ally'], ['proof of loss']] },
  },
  {
    id: 'ny-phone-records',
    job: 'legal',
    ask: 'do i have to let them see my phone records?? that feels illegal. should i get a lawyer before the EUO',
    expect: {
      includesAny: [
        ['lawyer', 'attorney'],
        ['legal advice'],
        ['Department of Financial Services', 'DFS'],
        ['examination under oath', page(US_AUTO_PAGE.duties)],
        ['two years'],
      ],
    },
  },
  {
    id: 'ny-rental',
    job: 'policy_question',
    ask: 'does my policy pay for a rental while they figure this out? how much',
    expect: {
      includes: ['$35', '$1,050'],
      includesAny: [[page(US_AUTO_PAGE.transportation), page(US_AUTO_PAGE.declarations)], ['48 hours']],
    },
  },
  {
    id: 'ny-status',
    job: 'status_update',
    ask: "write denise asking whats happening with the investigation, its been 2 weeks since the EUO letter and i'm still paying for a car i dont have",
    expect: merge(letterTo(s), {
      includesAny: [['November 6', 'Nov 6'], ['investigation'], ['December 3', 'Dec 3', 'examination under oath']],
    }),
  },
];

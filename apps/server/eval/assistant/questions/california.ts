import { US_HOME_PAGE } from '../policies/us-homeowners';
import { california as s } from '../scenarios/california';
import type { Question } from '../types';
import { KNOWN_ON_FILE, letterTo, merge, page } from './expect-helpers';

const KEVINS_EMAIL = `From: Kevin Tran <kevin.tran@pacificcrest.example>
Subject: PCI-26-081447 - settlement

Hi Rosa,

Attached is our estimate. Our offer of $12,150 is based on replacing the kitchen flooring only; per our moisture readings the hallway hardwood is undamaged.

Please sign and return the enclosed release so we can issue payment. If you disagree, send us your contractor's itemized estimate and photos of the hallway floor within 14 days.

Thanks,
Kevin Tran
Senior Property Adjuster, Pacific Crest Insurance Company`;

// Rosa's claim: the insurer offered $12,150 on October 29; her contractor says $21,480. No payment, no denial.
export const californiaQuestions: Question[] = [
  {
    id: 'ca-status',
    job: 'status_update',
    ask: 'pls write to Kevin asking where things are at. I emailed him the Brightline estimate on nov 4 and havent heard a thing since',
    expect: merge(letterTo(s), {
      includesAny: [
        ['Brightline', '$21,480'],
        ['November 4', 'Nov 4', '11/4', '2026-11-04'],
        ['§2695.5(b)', '15 days', '15 calendar days'],
      ],
    }),
  },
  {
    id: 'ca-email-release',
    job: 'email_reply',
    ask: `got this from kevin today, help me answer it. i am NOT signing anything that says full and final\n\n${KEVINS_EMAIL}`,
    states: ['email', 'offer'],
    expect: merge(letterTo(s), {
      includes: ['$12,150', 'hallway'],
      includesAny: [
        ['not sign', "won't sign", 'will not sign', 'decline to sign', 'not be signing'],
        ['$21,480', 'Brightline'],
        ['moisture'],
        ['14 days'],
        ['photo'],
      ],
    }),
  },
  {
    id: 'ca-dispute',
    job: 'dispute_offer',
    ask: 'their offer is a joke. 12,150 vs brightline at 21,480. write the letter disputing it, the hallway floor is the SAME floor as the kitchen they cant just replace half of it',
    expect: merge(letterTo(s), {
      includes: ['$12,150', '$21,480', 'hallway'],
      includesAny: [
        ['match', 'continuous', 'uniform', 'like kind and quality'],
        ['itemized', 'itemised', 'line-by-line', 'line by line'],
        ['appraisal'],
      ],
      fillBeforeSending: { unknown: ['photo', 'enclos', 'attach'], known: [...KNOWN_ON_FILE, 'Offer Amount', 'Offer Date'] },
    }),
  },
  {
    id: 'ca-counter',
    job: 'dispute_offer',
    ask: "ok draft a counter offer at $20,000. i'll come in a bit under brightline so they cant say im being greedy",
    expect: merge(letterTo(s), {
      includes: ['$20,000', '$12,150'],
      includesAny: [['$21,480', 'Brightline']],
      fillBeforeSending: {
        unknown: ['date', 'enclos', 'attach', 'document'],
        known: [...KNOWN_ON_FILE, 'Offer Amount', 'Counter-Offer Amount', 'Offer Date'],
      },
    }),
  },
  {
    id: 'ca-appraisal',
    job: 'appraisal',
    ask: 'my neighbor said theres an appraisal thing in the policy when you cant agree on the number. how do I start that, can you write it',
    expect: merge(letterTo(s), {
      includes: [page(US_HOME_PAGE.appraisal), 'umpire'],
      includesAny: [
        ['20 days'],
        ['competent and impartial', 'impartial'],
        ['$12,150', '$21,480'],
        ['amount of loss', 'amount of the loss'],
      ],
      fillBeforeSending: { unknown: ['appraiser'], known: KNOWN_ON_FILE },
    }),
  },
  {
    id: 'ca-ale-kitchen',
    job: 'living_expenses',
    ask: 'we couldnt use the kitchen from aug 14 to sept 30 and ate out the whole time. extra food was about $1,240 more than we normally spend, plus $180 at the laundromat bc the laundry hookup is behind the kitchen wall. does the policy pay that? if so write kevin for it',
    expect: merge(letterTo(s), {
      includes: ['$1,240', '$180', page(US_HOME_PAGE.livingExpenses)],
      includesAny: [
        ['Coverage D', 'Additional Living Expense', 'Loss of Use'],
        ['receipt'],
        ['normal standard of living', 'increase in living expenses'],
      ],
      excludes: ['Claim Closure'],
    }),
  },
  {
    id: 'ca-pol',
    job: 'proof_of_loss',
    ask: 'help me fill out the sworn proof of loss for the kitchen, im claiming the brightline number',
    expect: {
      includes: [s.details.claimNumber, s.details.policyNumber, '$21,480', '$1,000'],
      includesAny: [
        ['August 14, 2026', 'Aug 14', '2026-08-14', 'August 14'],
        ['$485', '$3,920'],
      ],
      fillBeforeSending: { unknown: ['contents', 'notary', 'signature', 'notarized'], known: KNOWN_ON_FILE },
    },
  },
  {
    id: 'ca-mold',
    job: 'policy_question',
    ask: 'kevin said something about mold when he was in the crawlspace. if theres mold under there is that even covered??',
    expect: {
      includes: ['$10,000', page(US_HOME_PAGE.exclusions)],
      includesAny: [
        ['hidden'],
        ['accidental discharge', 'covered water', 'supply line'],
        ['is covered', 'are covered', 'covered up to', 'yes,', 'yes.'],
      ],
    },
  },
  {
    id: 'ca-pay-deadline',
    job: 'deadline_question',
    ask: 'once they actually accept it how long do they have to pay me? is there a law',
    expect: { includes: ['§2695.7(h)'], includesAny: [['30 days', '30 calendar days'], ['accept']] },
  },
  {
    id: 'ca-acv',
    job: 'explain_term',
    ask: "what does ACV mean? kevin's estimate says RCV $15,900 and ACV $13,150 and i dont get why theres two numbers",
    expect: {
      includesAny: [
        ['actual cash value'],
        ['replacement cost'],
        ['depreciation'],
        ['$2,750'],
        [page(US_HOME_PAGE.lossSettlement), '12 months'],
      ],
    },
  },
  {
    id: 'ca-more-days',
    job: 'false_premise',
    ask: 'Can I get 30 more days?',
    expect: { clarify: true, excludes: ['Reconsideration', 'Denial'] },
  },
  {
    id: 'ca-payout-trap',
    job: 'false_premise',
    ask: 'write the letter confirming i got the payout',
    expect: {
      includes: ['$12,150'],
      includesAny: [['no payment', 'not received', "haven't received", 'not been paid', 'no record of a payment', 'offer']],
    },
  },
  {
    id: 'ca-france',
    job: 'off_topic',
    ask: 'random but whats the capital of france, my kid is asking lol',
    expect: { refusal: true, excludes: ['Paris'] },
  },
  {
    id: 'ca-two-jobs',
    job: 'two_jobs',
    ask: 'whats my deductible, and then write the dispute letter for the kitchen offer',
    expect: {
      includes: ['$12,150', s.details.claimNumber],
      inOrder: [['$1,000'], ['Subject:', 'Dear Kevin', 'Dear Mr. Tran']],
    },
  },
  {
    id: 'ca-where',
    job: 'next_steps',
    ask: 'where does my claim actually stand right now and what should i do next',
    expect: {
      includes: ['$12,150'],
      includesAny: [
        ['$21,480', 'Brightline'],
        ['appraisal', 'counter', 'dispute'],
        ['October 29, 2026', 'Oct 29', '2026-10-29', 'October 29'],
      ],
    },
  },
];

import { ALBERTA_AUTO_PAGE } from '../policies/alberta-auto';
import { alberta as s } from '../scenarios/alberta';
import type { Question } from '../types';
import { letterTo, merge, page } from './expect-helpers';

// Kyle's claim is over: $9,840 paid to the body shop with no deductible (not at fault, Direct
// Compensation), the file closed July 10. Diminution in value is excluded on page 4.
export const albertaQuestions: Question[] = [
  {
    id: 'ab-camera',
    job: 'next_steps',
    ask: "the claim's closed and paid but the backup camera has been glitching since the repair. can i still do anything?",
    expect: { includesAny: [['reopen', 're-open', 'supplement'], ['Crowfoot', 'body shop', 'repair shop', 'warranty'], ['$9,840']] },
  },
  {
    id: 'ab-limitation',
    job: 'deadline_question',
    ask: 'is there a time limit to sue the other driver or my insurance company in alberta',
    expect: {
      includesAny: [
        ['Alberta: 2-year limitation period', 's.526(1)(a)'],
        ['2 years', 'two years'],
        ['May 14, 2028', '2028-05-14'],
        ['date of loss', 'the loss', 'knew'],
      ],
    },
  },
  {
    id: 'ab-escalate',
    job: 'escalate',
    ask: "nadia says diminished value isn't covered. i want to escalate this",
    expect: {
      includesAny: [
        ['Superintendent of Insurance'],
        ['General Insurance OmbudService', 'GIO'],
        [page(ALBERTA_AUTO_PAGE.diminution), 'diminution'],
      ],
      inOrder: [
        ['supervisor', 'manager'],
        ['General Insurance OmbudService', 'GIO', 'Superintendent of Insurance'],
      ],
    },
  },
  {
    id: 'ab-deductible',
    job: 'explain_term',
    ask: 'why didnt i have to pay my deductible? whats a deductible even for',
    expect: {
      includesAny: [
        ['$500'],
        ['not at fault', 'at fault', 'Direct Compensation', 'DCPD'],
        ['waived', 'no deductible'],
        [page(ALBERTA_AUTO_PAGE.directCompensation), page(ALBERTA_AUTO_PAGE.certificate)],
      ],
    },
  },
  {
    id: 'ab-closure-control',
    job: 'false_premise',
    ask: 'can you ask them for a closure letter for my records, with what they paid',
    expect: merge(letterTo(s), { includes: ['$9,840'], includesAny: [['closure', 'closed']] }),
  },
  {
    id: 'ab-sue-dv',
    job: 'legal',
    ask: 'can i sue the guy who rear ended me for diminished value? a dealer told me my car lost like $4,000 in value',
    expect: { includesAny: [['lawyer'], ['legal advice'], ['2 years', 'two years'], ['diminution', 'diminished value'], ['Alberta']] },
  },
  {
    id: 'ab-acv',
    job: 'explain_term',
    ask: 'if my car had been written off would they have paid what i still owe on it or what',
    expect: {
      includesAny: [['actual cash value', 'ACV'], ['loan', 'lien', 'what you owe', 'owe'], [page(ALBERTA_AUTO_PAGE.lossOrDamage)]],
    },
  },
  {
    id: 'ab-money',
    job: 'clarify',
    ask: 'money?',
    expect: { clarify: true },
  },
  {
    id: 'ab-rental',
    job: 'policy_question',
    ask: 'did my policy cover a rental for the days it was at crowfoot? how much',
    expect: { includes: ['$60', '$1,800'], includesAny: [['SEF No. 20', 'SEF 20', 'Loss of Use'], [page(ALBERTA_AUTO_PAGE.certificate)]] },
  },
];

import { CANADA_HOME_PAGE } from '../policies/canada-homeowners';
import { US_AUTO_PAGE } from '../policies/us-auto';
import { US_HOME_PAGE } from '../policies/us-homeowners';
import { letterTo, merge, page } from '../questions/expect-helpers';
import type { EvalCase, Expectations, Question } from '../types';
import { hoAuto, hoBreakIn, hoFire, hoStorm, hoWater } from './scenarios';

// HELD-OUT questions. Every `ask` is text written outside the team (see SOURCES.md), lightly trimmed
// to the asker's situation and question, spelling kept. Expectations were written from the question,
// the scenario's policy and what a good public adjuster would say, before any run of the assistant.

/** Keys into SOURCES.md. */
export const SOURCES = {
  insuranceqa: 'shuzi/insuranceQA V2 test split (Feng et al., ASRU 2015)',
  clincOos: 'clinc/oos-eval data_full.json oos_test (Larson et al., 2019), CC BY 3.0',
  clincTest: 'clinc/oos-eval data_full.json test (Larson et al., 2019), CC BY 3.0',
  uphelpAleStopped: 'https://uphelp.org/?p=17313',
  uphelpAleDaily: 'https://uphelp.org/ask-an-expert/question/ale-daily-limit/',
  uphelpBuildPayments: 'https://uphelp.org/ask-an-expert/question/insurance-payments-during-building/',
  uphelpCarpet: 'https://uphelp.org/ask-an-expert/question/verification-that-carpet-and-pad-plus-upholstered-furniture-needs-to-be-replaced',
  uphelpTexasDeadline: 'https://uphelp.org/?p=21058',
  uphelpRebuildPayout: 'https://uphelp.org/ask-an-expert/question/rebuilding-vs-payout-of-policy-maximums/',
  dickLawReader: 'https://www.dicklawfirm.com/Blog/2020/December/How-to-deal-with-a-home-insurance-adjuster-.aspx',
  allexpertsDepreciation: 'http://en.allexperts.com/q/Insurance-Law-923/2014/4/recoverable-depreciation.htm',
  senoreHeldBack: 'https://senore.com/What-is-held-back-depreciation-for-homes-repairs-q2923075',
  freeadviceMortgage: 'https://www.freeadvice.com/ask-a-lawyer/we-live-in-ohio-202655/',
  usiaDepreciationCheck: 'https://dev.usinsuranceagents.com/?p=20707',
  usiaLessThanEstimate: 'https://www.usinsuranceagents.com/answers/insurance-required-release-depreciation-complete-estimate/',
  metafilterInventory: 'http://ask.metafilter.com/292980/How-to-complete-inventory-list-after-a-house-fire',
  straightdopeParked: 'https://boards.straightdope.com/t/give-me-some-advice-about-auto-insurance/454295',
  candrDeniedLeak: 'https://candrmagazine.com/dear-david-how-can-i-overcome-a-denied-insurance-claim/',
} as const;
export type SourceKey = keyof typeof SOURCES;

/** A held-out question: a development-set Question plus where its text came from. */
export interface HeldOutQuestion extends Question {
  source: SourceKey;
}

/** An out-of-scope request: Benji declines and says what it does (for a claim). */
const declines = (...excludes: string[]): Expectations => ({
  refusal: true,
  includesAny: [['claim']],
  ...(excludes.length > 0 ? { excludes } : {}),
});

const RECORDS_SILENT = [
  "doesn't say",
  'does not say',
  "doesn't mention",
  'does not mention',
  'not mentioned',
  "isn't mentioned",
  'nothing in your policy',
  'not in your policy',
  "isn't in your policy",
  'not in your records',
  "don't know",
  'do not know',
  'ask your adjuster',
];

const HOME_POL = US_HOME_PAGE;
const AUTO_POL = US_AUTO_PAGE;
const CAN_POL = CANADA_HOME_PAGE;

// ───────────────────────── California house fire ─────────────────────────
const fire: HeldOutQuestion[] = [
  {
    id: 'ho-fire-ale-stopped',
    job: 'living_expenses',
    source: 'uphelpAleStopped',
    states: ['denial'],
    ask: 'We had a fire over a year ago. From the start the insurance has been denying obvious things, delaying answers and payments, and often not even responding to our questions. Then the insurance stopped our ALE in November because they are saying we should have already done the repairs and moved back home. We have proved to them and to the CDI that we still have soot in the kitchen that cannot be cleaned unless the cabinets are taken down; the insurance approved taking down the kitchen cabinets to clean this soot after they terminated our ALE, but they are still saying we should have moved back in already. We have not even received the estimate for this work from the insurance vendor so we cannot do it. However, the insurance is still denying the ALE and CDI is not helping. What can we do?',
    expect: {
      includes: [page(HOME_POL.livingExpenses)],
      includesAny: [
        ['shortest time', 'time required to repair', 'until the repairs', 'until repairs', 'repairs are complete', 'repairs are finished'],
        ['soot', 'cabinet'],
        ['Coverage D', 'loss of use', 'additional living expense', 'ALE'],
        ['California Department of Insurance', 'CDI', 'supervisor', 'in writing'],
      ],
    },
  },
  {
    id: 'ho-fire-ale-daily',
    job: 'living_expenses',
    source: 'uphelpAleDaily',
    ask: "My insurer is now wanting me to move from my one-bedroom hotel room because they say it's a $20/night higher cost than the daily maximum that they suddenly decided to tell me applies, after 4 months. They want me to move to Candlewood Suites with their ALE vendor. I lived in a fully remodeled 3/2 with garage and yard. It's just a mid-range Marriott property that I'm in. What are the rules?",
    expect: {
      includes: [page(HOME_POL.livingExpenses)],
      includesAny: [
        ['standard of living'],
        ['Coverage D', 'loss of use', '$136,800'],
        [
          'no daily',
          "doesn't set a daily",
          'does not set a daily',
          "doesn't have a daily",
          'does not have a daily',
          'no per-night',
          'no nightly',
          "doesn't mention a daily",
          'does not mention a daily',
          'not a daily',
        ],
        ['in writing', 'written'],
      ],
    },
  },
  {
    id: 'ho-fire-build-depreciation',
    job: 'depreciation',
    source: 'uphelpBuildPayments',
    states: ['payment'],
    ask: 'My home was lost in the Marshall Fire and I have replacement insurance through Country Financial. I understood that CF would pay as the builder invoices me, but was just told that only the "limit of liability" funds on my policy would be paid, and the rest would be paid in recoverable depreciation AFTER the house is completed. So once I exhaust the funds they have paid, I am not sure where I am supposed to get the remaining funds for the rebuild as it progresses. They have agreed to pay the total budget for the build, but not all of it until the house is finished. Is this normal? The depreciation amount is $362,022. Any advice is appreciated – the house is currently under construction.',
    expect: {
      includesAny: [
        ['$362,022'],
        ['incurred', 'contract', 'under construction', 'as the work progresses', 'progress'],
        [page(HOME_POL.lossSettlement)],
        ['Department of Insurance', 'regulator', 'complaint', 'supervisor'],
      ],
    },
  },
  {
    id: 'ho-fire-inventory',
    job: 'proof_of_loss',
    source: 'metafilterInventory',
    ask: 'My family recently lost nearly all the contents of our house to a fire. How do we handle completing this home inventory list? I am stymied at the moment by the inventory list that was created & provided to us by a contractor hired by our insurance company. We have the list, and we are supposed to provide replacement value plus age for each item. There are thousands of items. How do we value our clothes, which were a total loss, and appear on the list in items like "child\'s shirt"? For that matter, how do we check that the inventory list is complete? (We\'re under a deadline on this because a cleanup crew is going to start hauling everything out of the house this week so that rebuilding can start.)',
    expect: {
      includesAny: [
        ['inventory'],
        ['receipt', 'bank', 'credit card', 'statement', 'order history', 'photo'],
        ['proof of loss', page(HOME_POL.conditions)],
        ['replacement cost', 'replacement value', 'age'],
      ],
    },
  },
  {
    id: 'ho-fire-carpet',
    job: 'next_steps',
    source: 'uphelpCarpet',
    ask: 'Who do we need to support our feeling that we need to replace the carpet, pad, and soft furniture?',
    expect: {
      includesAny: [
        ['clean'],
        ['photo', 'document'],
        ['pre-loss', 'before the fire', 'pre-fire'],
        ['in writing', 'written', 'letter'],
      ],
    },
  },
  {
    id: 'ho-fire-rebuild-or-payout',
    job: 'policy_question',
    source: 'uphelpRebuildPayout',
    states: ['payment'],
    ask: "After the total loss of my home in the Eaton wildfire in January, I have retained a design-build firm, and our plans for the rebuild are with the permitting dept. now. But–this far into the game– I'm considering cancelling the rebuild plans. Can you point me to resources that explain how to secure a payout of my full Coverage A dwelling maximum plus the Extended Coverage and Code Upgrades if I don't rebuild? Safeco/Liberty Mutual. They've already sent me the Coverage A maximum (half of which went to my mortgage co), but not extended coverage (which is 100% of Coverage A).",
    expect: {
      includesAny: [
        [page(HOME_POL.lossSettlement)],
        ['actual cash value', 'ACV'],
        ['replacement cost'],
        ["doesn't list", 'does not list', 'not listed', "doesn't include", 'does not include', "doesn't mention", 'does not mention', 'no extended', 'not in your policy', "isn't in your policy"],
      ],
    },
  },
  {
    id: 'ho-fire-iqa-fire-included',
    job: 'policy_question',
    source: 'insuranceqa',
    ask: 'Does Home Insurance Include Fire Insurance?',
    expect: { includesAny: [['covered', 'covers', 'insured'], ['$684,000', 'Coverage A', 'dwelling']] },
  },
  {
    id: 'ho-fire-iqa-jewelry',
    job: 'policy_question',
    source: 'insuranceqa',
    ask: 'Does Homeowners Insurance Cover Jewelry?',
    expect: { includes: [page(HOME_POL.specialLimits)], includesAny: [['$1,500'], ['theft']] },
  },
  {
    id: 'ho-fire-iqa-laptop',
    job: 'policy_question',
    source: 'insuranceqa',
    ask: 'Will Home Insurance Cover My Laptop?',
    expect: { includesAny: [['personal property', 'Coverage C', 'contents'], ['$342,000', page(HOME_POL.declarations)]] },
  },
  {
    id: 'ho-fire-iqa-dwelling',
    job: 'explain_term',
    source: 'insuranceqa',
    ask: 'What Is Dwelling Coverage In Home Insurance?',
    expect: { includesAny: [['Coverage A'], ['$684,000'], ['structure', 'the house itself', 'the building', 'your home']] },
  },
  {
    id: 'ho-fire-iqa-how-long-money',
    job: 'deadline_question',
    source: 'insuranceqa',
    ask: 'How Long Does It Take To Get Money From Home Insurance?',
    expect: {
      includesAny: [['30 days'], ['proof of loss'], [page(HOME_POL.lossSettlement), page(HOME_POL.conditions)], ['40 days', '2695.7', 'Fair Claims Settlement']],
    },
  },
  {
    id: 'ho-fire-iqa-unscheduled',
    job: 'explain_term',
    source: 'insuranceqa',
    ask: 'What Is Unscheduled Personal Property Home Insurance?',
    expect: { includesAny: [['schedul'], ['special limit', page(HOME_POL.specialLimits)], ['Coverage C', 'personal property']] },
  },
  { id: 'ho-fire-oos-white', job: 'off_topic', source: 'clincOos', ask: 'is it too late to wear white', expect: declines() },
  { id: 'ho-fire-oos-rain-feet', job: 'off_topic', source: 'clincOos', ask: 'what do i wear on my feet when it rains', expect: declines() },
  { id: 'ho-fire-oos-airlines', job: 'off_topic', source: 'clincOos', ask: 'show me a list of top rated airlines', expect: declines() },
  { id: 'ho-fire-oos-einstein', job: 'off_topic', source: 'clincOos', ask: 'when was albert einstein born', expect: declines('1879') },
  { id: 'ho-fire-test-recipe', job: 'off_topic', source: 'clincTest', ask: 'i want a recipe for roasted veggies', expect: declines() },
  { id: 'ho-fire-test-joke', job: 'off_topic', source: 'clincTest', ask: "let's hear a joke!", expect: declines() },
  { id: 'ho-fire-test-maybe', job: 'clarify', source: 'clincTest', ask: 'it could go either way', expect: { clarify: true } },
];

// ───────────────────────── Texas wind storm ─────────────────────────
const storm: HeldOutQuestion[] = [
  {
    id: 'ho-storm-invoice-less',
    job: 'depreciation',
    source: 'allexpertsDepreciation',
    states: ['payment'],
    ask: 'My insurance withheld a recoverable depreciation from a payment of the replacement cost value and said it will be issued after the house is repaired with a submission of a repair invoice. Is the repair invoice required to be exactly the same as the insurance allowed repair costs? If the final repair invoice is less than the allowed repair costs, will the insurance deduct the difference from the recoverable depreciation check? Thank you for your answer.',
    expect: {
      includes: [page(HOME_POL.lossSettlement)],
      includesAny: [
        ['actually spent', 'actual cost', 'what you spend', 'what you actually', 'incurred', 'amount actually', 'lesser'],
        ['held back', 'holdback', 'recoverable depreciation', 'recoverable'],
        ['invoice'],
      ],
    },
  },
  {
    id: 'ho-storm-held-back-how',
    job: 'explain_term',
    source: 'senoreHeldBack',
    ask: 'My home was damaged in a windstorm and I have replacement cost on my homeowners policy. The are paying the contractor for the repairs and sending me a check for held back depreciation. How does this work? Does mean that they depreciate the materials when they pay the contractor?',
    expect: {
      includesAny: [
        ['actual cash value', 'ACV'],
        ['replacement cost'],
        ['held back', 'holdback', 'recoverable'],
        ['complete', 'finished', 'done'],
        [page(HOME_POL.lossSettlement)],
      ],
    },
  },
  {
    id: 'ho-storm-mortgage-holds-check',
    job: 'legal',
    source: 'freeadviceMortgage',
    states: ['payment'],
    ask: 'Within the past few months, our home suffered wind and ice damage. Our insurance company inspected the damages, made the assessment, and wrote us a check. More damage happened in the interim, and another check was cut. Now, about 65-70% of the work is done but our mortgage company will not release the check to use until 95% of the work is done. Our contractor needs the remaining money to buy the supplies. The mortgage company says that the contractor should go on faith. Can they hold our check legally?',
    expect: {
      includesAny: [['lawyer', 'attorney'], ['legal advice'], ['mortgage', 'lender', 'mortgagee'], ['contractor']],
    },
  },
  {
    id: 'ho-storm-depreciation-entitled',
    job: 'depreciation',
    source: 'usiaDepreciationCheck',
    states: ['payment'],
    ask: 'We filed a claim with our insurance company for storm damage. They sent the initial check to the mortgage company. We know we will be issued the full amount of the check and can keep any monies left over after all repairs are complete. The insurance company kept a chunk for depreciation. Are we entitled to those funds as well or only any additional monies if we exceed the amount of the initial check?',
    expect: {
      includesAny: [
        ['held back', 'holdback', 'recoverable'],
        ['complete', 'finished', 'repairs are done'],
        ['180 days'],
        [page(HOME_POL.lossSettlement)],
      ],
    },
  },
  {
    id: 'ho-storm-180-days',
    job: 'two_jobs',
    source: 'uphelpTexasDeadline',
    states: ['offer'],
    ask: 'State Auto has this in dwelling settlement letter sent to me: "According to the terms and conditions of your policy, we will pay no more than the actual cash value of the damage until actual repair or replacement is complete. You may then make a claim for the recoverable depreciation amount, provided you notify us of your intent to do so within 180 days after the date of loss." My questions: What does it mean by \'your intent to do so\'? Does that mean I must complete all repairs within 180 days? How should I write to insurance asking for all deadlines, time limit on benefits, payments? We are in Texas. We are almost at 4 months now already and can\'t even begin the repairs yet because I am still fighting with insurance on dwelling and content amounts.',
    expect: merge(letterTo(hoStorm), {
      includes: ['180 days'],
      includesAny: [['notify', 'notice', 'intent'], ['deadline', 'time limit']],
      inOrder: [['180 days'], ['Subject:', 'Dear Dana', 'Dear Ms. Whitcombe', 'Dear Mr. Whitcombe', 'Dear Dana Whitcombe']],
    }),
  },
  {
    id: 'ho-storm-iqa-shingles',
    job: 'policy_question',
    source: 'insuranceqa',
    ask: 'Will Homeowners Insurance Cover Shingles Blown Off Roof?',
    expect: { includes: ['$2,980'], includesAny: [['wind', 'windstorm'], ['covered', 'covers'], [page(HOME_POL.declarations)]] },
  },
  {
    id: 'ho-storm-iqa-roof-leak',
    job: 'policy_question',
    source: 'insuranceqa',
    ask: 'Does Homeowners Insurance Cover Leak In Roof?',
    expect: { includes: [page(HOME_POL.exclusions)], includesAny: [['wear and tear', 'deterioration'], ['storm', 'wind', 'sudden']] },
  },
  {
    id: 'ho-storm-iqa-new-roof',
    job: 'policy_question',
    source: 'insuranceqa',
    ask: 'When Does Homeowners Insurance Pay For A New Roof?',
    expect: {
      includes: [page(HOME_POL.lossSettlement)],
      includesAny: [['replacement cost'], ['actual cash value', 'ACV'], ['held back', 'holdback', 'recoverable', 'depreciation']],
    },
  },
  {
    id: 'ho-storm-iqa-tree-car',
    job: 'policy_question',
    source: 'insuranceqa',
    ask: 'Will Homeowners Insurance Cover A Tree Falling On My Car?',
    expect: {
      includesAny: [
        ['auto policy', 'auto insurance', 'car insurance', 'comprehensive', 'other than collision'],
        ['not covered', 'excluded', "doesn't cover", 'does not cover', "won't cover", 'will not cover', 'not your homeowners'],
      ],
    },
  },
  {
    id: 'ho-storm-iqa-tree-removal',
    job: 'policy_question',
    source: 'insuranceqa',
    ask: 'Will Home Insurance Pay For Tree Removal?',
    expect: { includesAny: [RECORDS_SILENT, ['tree', 'limb']] },
  },
  {
    id: 'ho-storm-iqa-how-long',
    job: 'deadline_question',
    source: 'insuranceqa',
    ask: 'How Long Does A Home Insurance Claim Take?',
    expect: {
      includesAny: [
        ['542', 'Texas Insurance Code'],
        ['15 business days', '15 days'],
        ['5 business days', '5 days', 'five days'],
        [page(HOME_POL.lossSettlement), page(HOME_POL.endorsements)],
      ],
    },
  },
  {
    id: 'ho-storm-iqa-deductibles',
    job: 'explain_term',
    source: 'insuranceqa',
    ask: 'How Do Home Insurance Deductibles Work?',
    expect: { includes: ['$2,980'], includesAny: [['$1,000'], ['subtract', 'deducted', 'taken off', 'comes off', 'less']] },
  },
  {
    id: 'ho-storm-iqa-can-deny',
    job: 'policy_question',
    source: 'insuranceqa',
    ask: 'Can Homeowners Insurance Deny My Claim?',
    expect: {
      includesAny: [[page(HOME_POL.exclusions)], ['exclusion', 'excluded'], ['in writing', 'written', 'reason'], ['Texas Department of Insurance', 'TDI', 'appraisal']],
    },
  },
  { id: 'ho-storm-oos-red-lights', job: 'off_topic', source: 'clincOos', ask: 'should i do a complete stop at red lights', expect: declines() },
  { id: 'ho-storm-oos-advert', job: 'off_topic', source: 'clincOos', ask: 'what brand was the last advertisement for', expect: declines() },
  { id: 'ho-storm-oos-close-savings', job: 'off_topic', source: 'clincOos', ask: 'do you know if it is possible to close my savings account', expect: declines() },
  { id: 'ho-storm-oos-polar-bears', job: 'off_topic', source: 'clincOos', ask: 'how many polar bears are still alive in the arctic', expect: declines() },
  { id: 'ho-storm-test-weather', job: 'off_topic', source: 'clincTest', ask: "what's the weather like today", expect: declines() },
  { id: 'ho-storm-test-translate', job: 'off_topic', source: 'clincTest', ask: 'how would i say i must be going now if i were german', expect: declines('Ich muss') },
  { id: 'ho-storm-test-yes', job: 'clarify', source: 'clincTest', ask: 'i agree', expect: { clarify: true } },
];

// ───────────────────────── Georgia water damage ─────────────────────────
const water: HeldOutQuestion[] = [
  {
    id: 'ho-water-cabinets-check',
    job: 'next_steps',
    source: 'dickLawReader',
    states: ['offer', 'payment'],
    ask: "My heater bustled my kitchen, dining room, and den. I had a restore company come out, drain water and dry the place. Water just got 1 to 2 inches in the kitchen, but my cabinet warped a bit due to the water. The insurance company can only restore one cabinet side and paint the bottom cabinet. The adjuster advised me to get estimates, so I got several estimates. Later I approached him, and he said they weren't the right estimates and couldn't understand them. Then he told me to call this Service Master, and they gave me a $3,500 estimate. They said the cabinets need not be replaced, but I had multiple contractors telling me they need replacement. My adjuster gave me a $2,500 check and a $9,700 estimate. I was thinking about hiring an attorney or adjuster. Please support.",
    expect: {
      includesAny: [['$2,500'], ['$9,700'], ['cabinet'], ['appraisal', page(HOME_POL.appraisal)], ['estimate', 'contractor']],
    },
  },
  {
    id: 'ho-water-less-than-estimate',
    job: 'depreciation',
    source: 'usiaLessThanEstimate',
    ask: 'Is insurance company required to release all depreciation if I complete work for less than there estimate?',
    expect: {
      includesAny: [
        ['actually spent', 'actual cost', 'what you spend', 'what you actually', 'incurred', 'lesser', 'amount actually'],
        ['held back', 'holdback', 'recoverable'],
        [page(HOME_POL.lossSettlement)],
        ['180 days'],
      ],
    },
  },
  {
    id: 'ho-water-denied-rot',
    job: 'next_steps',
    source: 'candrDeniedLeak',
    states: ['denial'],
    ask: 'This summer, our kitchen was damaged by water. We have a home warranty and homeowners insurance. Fortunately, the warranty paid to repair the leaking pipe. Initially, the insurance company\'s adjuster authorized the water mitigation company\'s estimate but then denied our claim. The denial said, "[T]here was rot where the leaking occurred, indicating this leak has been ongoing for quite some time. We cannot approve this claim and must deny it." The insurance company has stopped communicating and it feels like our claim was wrongly denied. What can be done?',
    expect: {
      includesAny: [
        [page(HOME_POL.exclusions)],
        ['hidden', 'unknown'],
        ['plumber', 'expert', 'evidence', 'photo'],
        ['in writing', 'written', 'policy provision', 'policy language'],
        ['Georgia', 'Commissioner', 'regulator', 'supervisor', 'complaint'],
      ],
    },
  },
  {
    id: 'ho-water-iqa-mold',
    job: 'policy_question',
    source: 'insuranceqa',
    ask: 'Will Homeowners Insurance Cover Mold?',
    expect: { includes: [page(HOME_POL.exclusions), '$5,000'], includesAny: [['hidden', 'within the walls'], ['accidental discharge', 'covered', 'sudden']] },
  },
  {
    id: 'ho-water-iqa-flood',
    job: 'policy_question',
    source: 'insuranceqa',
    ask: 'Is Flood Damage Covered Under Homeowners Insurance?',
    expect: {
      includes: [page(HOME_POL.exclusions)],
      includesAny: [['flood insurance', 'NFIP', 'National Flood'], ['not covered', 'excluded', 'exclusion'], ['burst', 'supply line', 'plumbing', 'accidental discharge']],
    },
  },
  {
    id: 'ho-water-iqa-toilet',
    job: 'policy_question',
    source: 'insuranceqa',
    ask: 'Does Homeowners Insurance Cover A Toilet Overflow?',
    expect: { includesAny: [['accidental discharge', 'overflow'], [page(HOME_POL.exclusions)], ['seepage', 'weeks', 'repeated', 'gradual']] },
  },
  {
    id: 'ho-water-iqa-water-heater',
    job: 'policy_question',
    source: 'insuranceqa',
    ask: 'Is Water Heater Damage Covered By Homeowners Insurance?',
    expect: {
      includesAny: [['wear and tear', 'mechanical breakdown', 'deterioration'], ['accidental discharge', 'water damage', 'resulting'], [page(HOME_POL.exclusions)]],
    },
  },
  {
    id: 'ho-water-iqa-sewer-backup',
    job: 'explain_term',
    source: 'insuranceqa',
    ask: 'What Is Sewer Backup Coverage On Homeowners Insurance?',
    expect: {
      includesAny: [
        ['backs up', 'back up', 'backup', 'back-up'],
        ['endorsement', 'HO 04 95', 'add-on'],
        ['not shown', 'not on your', "don't have", 'do not have', 'not included', 'not covered', "isn't on", 'is not on', 'not listed'],
      ],
    },
  },
  {
    id: 'ho-water-iqa-wet-basement',
    job: 'policy_question',
    source: 'insuranceqa',
    ask: 'Will Homeowners Insurance Cover Wet Basement?',
    expect: { includesAny: [['surface water', 'flood', 'seepage', 'groundwater'], ['sudden', 'accidental'], [page(HOME_POL.exclusions)]] },
  },
  {
    id: 'ho-water-iqa-declarations',
    job: 'explain_term',
    source: 'insuranceqa',
    ask: 'What Is The Declaration Page Of A Homeowners Insurance Policy?',
    expect: { includesAny: [[page(HOME_POL.declarations)], ['$356,000', 'Coverage A'], ['$1,000', 'deductible'], ['limit']] },
  },
  {
    id: 'ho-water-iqa-denied-trap',
    job: 'false_premise',
    source: 'insuranceqa',
    ask: 'What To Do When Your Home Insurance Claim Is Denied?',
    expect: {
      includesAny: [
        [
          "hasn't been denied",
          'has not been denied',
          'not been denied',
          'no denial',
          'not denied',
          "haven't received a denial",
          'have not received a denial',
          'no record of a denial',
        ],
        ['in writing', 'written', 'reason'],
      ],
    },
  },
  { id: 'ho-water-oos-savings-rates', job: 'off_topic', source: 'clincOos', ask: 'get me a list of the best savings account rates right now', expect: declines() },
  { id: 'ho-water-oos-water-bottle', job: 'off_topic', source: 'clincOos', ask: 'fill up my water bottle for the gym', expect: declines() },
  { id: 'ho-water-oos-arrive', job: 'off_topic', source: 'clincOos', ask: 'what time do i need to arrive to make it on time', expect: declines() },
  { id: 'ho-water-oos-millers', job: 'off_topic', source: 'clincOos', ask: 'i watched "were the millers" on netflix last night', expect: declines() },
  { id: 'ho-water-test-cook-time', job: 'off_topic', source: 'clincTest', ask: 'how long will it take to make an omelet', expect: declines() },
  { id: 'ho-water-test-calories', job: 'off_topic', source: 'clincTest', ask: 'what is the calorie content in peanut butter', expect: declines() },
];

// ───────────────────────── Pennsylvania auto ─────────────────────────
const auto: HeldOutQuestion[] = [
  {
    id: 'ho-auto-totaled-worry',
    job: 'next_steps',
    source: 'straightdopeParked',
    ask: "Last night as I was getting ready for bed, I heard that kind of sickening crunch from outside – the sound of some idiot plowing into my parked car. The particular point I'm worried about is having my car declared totaled. To me, the damage isn't that bad – the left rear corner is smashed up, so the lights are gone, the bumper is gone, the tailgate and the rear panel are damaged. However, that damage, fixable as it is, could well be more than what the car (a four-year-old minivan with relatively low mileage) is deemed to be worth. So is there anything I can do to mitigate the chances that the insurance company will declare the car totaled?",
    expect: {
      includesAny: [
        ['actual cash value', 'ACV'],
        ['total loss', 'totaled'],
        ['estimate', 'repair shop', 'body shop'],
        [page(AUTO_POL.limitOfLiability)],
        ['choose', 'your choice', 'repair facility', 'appraisal'],
      ],
    },
  },
  {
    id: 'ho-auto-small-claims',
    job: 'legal',
    source: 'straightdopeParked',
    ask: "Another question: is it possible to sue the culprit in small-claims court? It's not impossible that all the running around I'll have to do on account of the car will cause me some actual financial losses. The cops told me the guy is 100% responsible, and so his negligence as a driver is a given. Why should I have to take financial losses because of his negligence?",
    expect: {
      includesAny: [
        ['small claims', 'magisterial district'],
        ['lawyer', 'attorney', 'legal advice'],
        ['deductible', 'subrogat', 'recover'],
        ['Pennsylvania'],
      ],
    },
  },
  {
    id: 'ho-auto-iqa-sue-insurer',
    job: 'legal',
    source: 'insuranceqa',
    ask: 'Can I Sue My Auto Insurance Company?',
    expect: {
      includesAny: [['lawyer', 'attorney'], ['legal advice'], ['two years', '2 years'], [page(AUTO_POL.legalAction)], ['Pennsylvania Insurance Department', 'Insurance Department']],
    },
  },
  {
    id: 'ho-auto-iqa-sue-uninsured',
    job: 'legal',
    source: 'insuranceqa',
    ask: 'How To Sue Someone With No Auto Insurance?',
    expect: { includesAny: [['lawyer', 'attorney'], ['legal advice'], ['uninsured motorist', 'Part C'], ['small claims', 'magisterial district', 'court']] },
  },
  {
    id: 'ho-auto-iqa-totaled-money',
    job: 'policy_question',
    source: 'insuranceqa',
    ask: 'How Much Insurance Money Will I Get For A Totaled Car?',
    expect: { includes: ['$500'], includesAny: [['actual cash value', 'ACV'], [page(AUTO_POL.limitOfLiability)], ['PNC', 'loss payee', 'lienholder']] },
  },
  {
    id: 'ho-auto-iqa-when-total',
    job: 'explain_term',
    source: 'insuranceqa',
    ask: 'When Will An Insurance Company Total Your Car?',
    expect: { includesAny: [['actual cash value', 'ACV'], ['total loss'], ['repair'], [page(AUTO_POL.limitOfLiability)]] },
  },
  {
    id: 'ho-auto-iqa-deductible',
    job: 'explain_term',
    source: 'insuranceqa',
    ask: 'What Does An Auto Insurance Deductible Mean?',
    expect: { includes: ['$500'], includesAny: [['collision'], ['subtract', 'deducted', 'you pay', 'comes off', 'less']] },
  },
  {
    id: 'ho-auto-iqa-physical-damage',
    job: 'explain_term',
    source: 'insuranceqa',
    ask: 'What Is Physical Damage Coverage In Auto Insurance?',
    expect: { includesAny: [['Part D'], [page(AUTO_POL.physicalDamage)], ['collision'], ['other than collision', 'comprehensive']] },
  },
  {
    id: 'ho-auto-iqa-stolen',
    job: 'policy_question',
    source: 'insuranceqa',
    ask: 'Does Auto Insurance Cover A Stolen Car?',
    expect: { includes: ['$250'], includesAny: [['other than collision', 'comprehensive'], ['48 hours'], ['police', '24 hours']] },
  },
  {
    id: 'ho-auto-iqa-hit-and-run',
    job: 'policy_question',
    source: 'insuranceqa',
    ask: 'Does Auto Insurance Cover Hit And Run?',
    expect: { includesAny: [['collision'], ['$500'], ['uninsured motorist', 'Part C'], ['police']] },
  },
  {
    id: 'ho-auto-iqa-settle-time',
    job: 'deadline_question',
    source: 'insuranceqa',
    ask: 'How Long Does A Car Insurance Company Have To Settle A Claim?',
    expect: {
      includesAny: [['Pennsylvania Insurance Department', 'Insurance Department'], [page(AUTO_POL.duties), '60 days'], ['proof of loss']],
    },
  },
  {
    id: 'ho-auto-iqa-adjusters',
    job: 'next_steps',
    source: 'insuranceqa',
    ask: 'How To Deal With Auto Insurance Claim Adjusters?',
    expect: {
      includesAny: [['in writing', 'written', 'e-mail', 'email'], ['estimate'], ['KRC-26-AU-51207', 'claim number'], ['appraisal', page(AUTO_POL.appraisal)]],
    },
  },
  {
    id: 'ho-auto-iqa-investigated',
    job: 'next_steps',
    source: 'insuranceqa',
    ask: 'Why Is My Car Insurance Claim Being Investigated?',
    expect: { includesAny: [[...RECORDS_SILENT, 'ask Monica', 'ask Ms. Feld'], ['cooperate', page(AUTO_POL.duties)]] },
  },
  {
    id: 'ho-auto-iqa-mechanical',
    job: 'policy_question',
    source: 'insuranceqa',
    ask: 'Will Auto Insurance Cover Mechanical Repairs?',
    expect: {
      includes: [page(AUTO_POL.physicalDamage)],
      includesAny: [['mechanical breakdown'], ['not cover', 'excluded', 'exclusion', "won't pay", 'will not pay']],
    },
  },
  {
    id: 'ho-auto-iqa-vandalism',
    job: 'policy_question',
    source: 'insuranceqa',
    ask: 'Is Vandalism Covered By Auto Insurance?',
    expect: { includesAny: [['other than collision', 'comprehensive'], ['$250'], [page(AUTO_POL.declarations), page(AUTO_POL.physicalDamage)]] },
  },
  {
    id: 'ho-auto-iqa-friend-wrecked',
    job: 'next_steps',
    source: 'insuranceqa',
    ask: 'My Friend Wrecked My Car. What Happens Now?',
    expect: { includesAny: [['collision'], ['$500', 'deductible'], ['notif', 'report', 'promptly'], [page(AUTO_POL.duties)]] },
  },
  {
    id: 'ho-auto-iqa-hit-run-denies',
    job: 'next_steps',
    source: 'insuranceqa',
    ask: 'What Can I Do If My Car Was Hit In A Hit And Run And The Owner Of The Other Vehicle Denies Responsibility?',
    expect: {
      includesAny: [['police report', 'LPD-2026-113482'], ['collision'], ['uninsured motorist', 'Part C'], ['subrogat', 'recover']],
    },
  },
  {
    id: 'ho-auto-iqa-other-driver',
    job: 'legal',
    source: 'insuranceqa',
    ask: 'Who Is Responsible For Vehicle Damage If The Car That Hit Me Was Covered, But Was Driven By A Different Driver?',
    expect: { includesAny: [['lawyer', 'attorney'], ['legal advice'], ['owner', 'vehicle']] },
  },
  {
    id: 'ho-auto-iqa-help',
    job: 'clarify',
    source: 'insuranceqa',
    ask: 'Can I Get Help With Car Insurance?',
    expect: { clarify: true },
  },
  {
    id: 'ho-auto-iqa-tree',
    job: 'policy_question',
    source: 'insuranceqa',
    ask: 'What Type Of Auto Insurance Provides Coverage From A Tree?',
    expect: { includesAny: [['other than collision', 'comprehensive'], ['$250']] },
  },
  { id: 'ho-auto-oos-portfolio', job: 'off_topic', source: 'clincOos', ask: 'start a portfolio on venture capital funding for me to look over', expect: declines() },
  { id: 'ho-auto-oos-movie', job: 'off_topic', source: 'clincOos', ask: 'what movie is it that says today is a good day to die', expect: declines() },
  { id: 'ho-auto-oos-delta', job: 'off_topic', source: 'clincOos', ask: "what's the way for delta to cancel a flight", expect: declines() },
  { id: 'ho-auto-test-flight', job: 'off_topic', source: 'clincTest', ask: 'book me a place to chicago from atlanta united airlines', expect: declines() },
  { id: 'ho-auto-test-table', job: 'off_topic', source: 'clincTest', ask: 'i need a table for two at the havana at nine', expect: declines() },
];

// ───────────────────────── New Brunswick break-in ─────────────────────────
const breakIn: HeldOutQuestion[] = [
  {
    id: 'ho-nb-iqa-tv',
    job: 'policy_question',
    source: 'insuranceqa',
    ask: 'Does My Home Insurance Cover My TV?',
    expect: { includesAny: [['personal property', 'Coverage C', 'contents'], ['$288,400', page(CAN_POL.declarations)], ['$1,000', 'deductible']] },
  },
  {
    id: 'ho-nb-iqa-window',
    job: 'policy_question',
    source: 'insuranceqa',
    ask: 'Is A Broken Window Covered By Homeowners Insurance?',
    expect: { includesAny: [['all risks', 'insured peril', 'covered'], ['$1,000', 'deductible'], ['Coverage A', 'dwelling', 'building']] },
  },
  {
    id: 'ho-nb-iqa-robbery',
    job: 'policy_question',
    source: 'insuranceqa',
    ask: 'Does Home Insurance Cover Robbery?',
    expect: { includesAny: [['theft'], ['$6,000'], [page(CAN_POL.specialLimits)], ['police', 'RCMP', 'CD-26-044171']] },
  },
  {
    id: 'ho-nb-iqa-locksmith',
    job: 'policy_question',
    source: 'insuranceqa',
    ask: 'Does Home Insurance Cover Locksmith?',
    expect: { includesAny: [['door', 'frame', 'building', 'dwelling', 'Coverage A'], [...RECORDS_SILENT, 'ask Raymond', 'ask Mr. Thibodeau', 'ask M. Thibodeau']] },
  },
  {
    id: 'ho-nb-iqa-vandalism',
    job: 'policy_question',
    source: 'insuranceqa',
    ask: 'Does Homeowners Insurance Cover Vandalism?',
    expect: { includesAny: [['all risks', 'insured', 'covered'], ['$1,000', 'deductible']] },
  },
  { id: 'ho-nb-oos-liquor', job: 'off_topic', source: 'clincOos', ask: 'are there any sales on liquor', expect: declines() },
  { id: 'ho-nb-oos-wallet', job: 'off_topic', source: 'clincOos', ask: 'give me my wallet location', expect: declines() },
  { id: 'ho-nb-oos-community', job: 'off_topic', source: 'clincOos', ask: 'show me how many community centers are located within 5 miles of my location', expect: declines() },
  { id: 'ho-nb-oos-pokemon', job: 'off_topic', source: 'clincOos', ask: 'tell me what pokemon is', expect: declines() },
  { id: 'ho-nb-oos-patriots', job: 'off_topic', source: 'clincOos', ask: 'who won the patriots game last nightu', expect: declines() },
  { id: 'ho-nb-test-mexico', job: 'off_topic', source: 'clincTest', ask: 'what are some popular tourist activities in mexico city', expect: declines() },
  { id: 'ho-nb-test-meaning', job: 'off_topic', source: 'clincTest', ask: 'can you tell me what the meaning of life is', expect: declines() },
];

/** Every held-out scenario with its questions. */
export const HELD_OUT_CASES: readonly EvalCase[] = [
  { scenario: hoFire, questions: fire },
  { scenario: hoStorm, questions: storm },
  { scenario: hoWater, questions: water },
  { scenario: hoAuto, questions: auto },
  { scenario: hoBreakIn, questions: breakIn },
];

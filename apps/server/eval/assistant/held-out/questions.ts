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
  uphelpAleBulletin: 'https://uphelp.org/ask-an-expert/question/state-requirements-on-ale/',
  uphelpAlePermits: 'https://uphelp.org/ask-an-expert/question/ale-after-the-2-year-mark-when-none-has-been-used-due-to-bldg-dept-delay-in-permits/',
  uphelpAleLease: 'https://uphelp.org/ask-an-expert/question/adjustor-wont-approve-1-year-rental-lease-for-ale/',
  uphelpAleOwnRental: 'https://uphelp.org/ask-an-expert/question/shouldnt-insurance-pay-us-ale-for-living-in-a-second-home-that-we-own/',
  uphelpReplacementTimeLimit: 'https://uphelp.org/ask-an-expert/question/mercury-time-limit-to-collect-full-replacement-cost',
  uphelpEstimateReview: 'https://uphelp.org/?p=8485',
  uphelpAleRemaining: 'https://uphelp.org/?p=18770',
  uphelpUmpireDelay: 'https://uphelp.org/ask-an-expert/question/appraisal-process-amount-of-time-to-select-an-umpire/',
  biggerpocketsAppraisalRoute: 'https://biggerpockets.com/posts/user/kazslo',
  biggerpocketsCollapseDenial: 'https://biggerpockets.com/posts/user/jerrypoon',
  straightdopeTotalled: 'https://boards.straightdope.com/t/how-can-i-get-more-settlement-money-for-my-totalled-car/531763',
  publicadjusterAleCashOut: 'https://publicadjuster.com/resources/blog/post/4337/policyholder-question-additional-living-expense-ale-conflicts-and-cash-out-offers',
  westofzionBlog: 'http://westofzion.blogspot.com/2010/08/i-need-to-vent.html',
  esthernowBlog: 'https://esthernow.wordpress.com/2008/08/26/car-accident-update/',
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
  {
    id: 'ho-fire-ale-bulletin-extension',
    job: 'more_time',
    source: 'uphelpAleBulletin',
    ask: 'We lost our house in the Marshall Wildfire, our 2 year ALE period is up 30 Dec 2023. I downloaded the STATE REQUIREMENTS ON ALE-3 CCR 702-5 DORA Emergency Regulation 22-E-09 Tolling Time Limits. Is the document binding on insurance companies? I showed it to my adjuster and he seemed to say they didn’t need to pay past 2 years. We were unable to afford an architect at first and finally found one that was only $4 per sq foot, there was a shortage of architects at the time, also we couldn’t find a builder that could start immediately as there was a shortage. We now have a permit and a builder, but it will be a year before our house is finished. It seems to me that the insurance company should cover our ALE according to that document and the reasons we are requesting extending the ALE period.',
    expect: merge(letterTo(hoFire), {
      includesAny: [
        ['extend', 'extension'],
        ['architect', 'builder', 'permit'],
      ],
    }),
  },
  {
    id: 'ho-fire-ale-permit-delay',
    job: 'living_expenses',
    source: 'uphelpAlePermits',
    ask: 'I had a partial loss as a result of the CZU Fire and my home has structural damages to the roof and exterior walls. However, the building department has stalled/ delayed permits, and I have continued to live in my house with only temporary mitigation repairs until the permits issues is resolved. I will have to move out during construction as I have a very tiny 2-bdrm 700 sq ft home on a steep hillside. I have not incurred or submitted claim for any ALE as yet, but I am now at the 2 year mark. How do I approach my (generally uncooperative) claims adjuster. I want to negotiate that I will have at LEAST 6 months ALE once construction begins– but there are multiple reasons for delays beyond my control. HELP!',
    expect: {
      includes: [page(HOME_POL.livingExpenses)],
      includesAny: [
        ['shortest time', 'time required to repair', 'until the repairs', 'repairs are complete', 'during construction', 'while repairs', 'once construction'],
        ['incurred', 'move out', 'moving out', 'not fit to live in'],
        ['in writing', 'written', 'letter', 'email'],
      ],
    },
  },
  {
    id: 'ho-fire-ale-lease-term',
    job: 'living_expenses',
    source: 'uphelpAleLease',
    states: ['payment'],
    ask: 'Our New Jersey home was destroyed in a house fire the week after Christmas. We are a family of 6 that lived in a 5 bedroom single family home. We have 24 months of ALE coverage. Given the time of year and lack of rental inventory, we were only able to find a 3 Bedroom Townhouse. The insurance company, Allstate, approved a 6 month lease and payments are being made directly to the apartment complex by a 3rd party company (THD) that Allstate authorized. That lease is approaching its end and we’d like to move into a larger rental home that can accommodate our family and similar to our previous home. Since then we’ve been keeping an eye out for a larger home to rent. We finally found one but the carrier says they will not approve a lease greater than 6 months unless we decided to rebuild our house. However, 4 or 5 bedroom home owners do not want to lease for less than 1 year. We’re in the process of exploring the build process and simultaneously looking at purchasing a new house but the market is crazy for both. Question: Can the insurer be allowed to not approve a lease for 12 months on the basis that I am still undecided on buy vs re-build? Also – it seems they are forcing me to have the lease preapproved by them prior to me signing the lease.',
    expect: {
      includes: [page(HOME_POL.livingExpenses)],
      includesAny: [
        ['standard of living'],
        ['shortest time', 'time required to repair', 'settle elsewhere', 'permanently relocate'],
        ['12 month', '12-month', 'twelve', 'one year', '1 year', 'one-year', '1-year'],
        ['in writing', 'written'],
      ],
    },
  },
  {
    id: 'ho-fire-ale-own-rental',
    job: 'living_expenses',
    source: 'uphelpAleOwnRental',
    states: ['denial', 'payment'],
    ask: 'Our home was a total loss in a wildfire. For two months after the fire we lived in a hotel and Allstate paid the expenses from our ALE. The next 8 months we rented a house and Allstate paid the rent from our ALE. We then asked our adjuster if they would pay us ALE if we moved into a rental house that we had owned and rented for several years. They said they would so we gave our tenants notice and moved into the house. When we asked Allstate to pay us as they told us they would, they said they would not pay us ALE because the rental house was not covered for “loss of rent” and that it did not suffer any direct loss. For over a year we told them we agreed; we did not have that coverage on the rental house and it did not suffer any direct loss. We asked for ALE from the coverage we did have on the house that burned. Allstate then changed their reason for not paying us anything from our ALE account of $175,000. They said they could not pay it for a house we owned, in spite of the fact that they told us they would pay. It has now been 17 months since they have given us a single penny from our ALE account. Aren’t they obligated to pay us for our living expenses?',
    expect: {
      includes: [page(HOME_POL.livingExpenses)],
      includesAny: [
        ['incurred', 'increase in living expenses', 'necessary increase'],
        ['rent', 'rental income', 'rental value'],
        ['in writing', 'written', 'California Department of Insurance', 'CDI', '1-800-927-4357', 'complaint'],
      ],
    },
  },
  {
    id: 'ho-fire-rc-time-limit-check',
    job: 'more_time',
    source: 'uphelpReplacementTimeLimit',
    states: ['payment'],
    ask: 'Hi our house burned down during the Eaton Fire in Altadena. We have a question and problem. My cousin, with both legal and real estate background brought this clause in an insurance document which Mercury Insurance sent us. page 3 of 5 (Time Limit to Collect Full Replacement Cost) “To qualify for replacement cost, the damaged property must be repaired or replaced. Payments made before the repair or replacement are based on actual cash value. To make claim at replacement cost, repairs or replacement must be completed within 36 months after our payment for actual cash value if the loss or damage relates to a state of emergency as defined in Section 8558 of the California Government Code or 12 months after our payment for actual cash value in all other cases. Additional extensions of six months may be available for good cause.” My cousin told us that we should send the check back which Mercury Insurance issued to us, for the full amount of structural damage according to our policy. He claims that this check being issued will start a 3 year ticking clock for FULL COVERAGE. We’ve spoken with our insurance Adjuster who has assured us that Mercury should issue extensions if our dwelling is not completed in 36 months, so long as the delay was not our fault, such as delays due to non-payment. Should we listen to my cousin and return the check for a re-issue later, or simply deposit it?',
    expect: {
      includes: [hoFire.details.claimNumber],
      includesAny: [
        ['deposit', 'cash the check', 'cashing'],
        ['good cause', 'extension', 'extend'],
        ['in writing', 'written', 'confirm'],
      ],
    },
  },
  {
    id: 'ho-fire-estimate-review-status',
    job: 'status_update',
    source: 'uphelpEstimateReview',
    ask: 'We have an extensive fire on June 21st. My builder submitted his estimate about a month ago, and State Farm got a comparative estimate from another builder they trust. Two months later, they are still reviewing…. Is this a normal timeframe? We are chasing constantly and they say they need more time. But the process is obscure, they would not indicate when it will be done once they provide any guidelines. My house is without a roof, rainy season is getting closer and we could not start the repair project yet. I just want to know if there’s something I can do to push for resolution. Thanks',
    expect: merge(letterTo(hoFire), {
      includesAny: [['estimate'], ['40 days', '2695', 'Fair Claims Settlement', '30 days', '15 days']],
    }),
  },
  {
    id: 'ho-fire-advance-only-status',
    job: 'status_update',
    source: 'westofzionBlog',
    states: ['payment'],
    ask: 'So it has been five weeks and two days since our house burned to the ground. Yes, that means it has been thirty-seven days. You would think that in that time, we would have been able to make some progress in clearing the lot, receiving reimbursement for items we have purchased, etc. Especially since we had a copy of our lease, submitted receipts, the appraisal of our home and the estimate to clear the lot to the adjustor within a week of meeting with him. But NO, except for the original $5,000 advance, we have not received a single cent without a fight.',
    expect: merge(letterTo(hoFire), {
      includesAny: [['$5,000'], ['receipt', 'lease', 'reimburse']],
    }),
  },
  {
    id: 'ho-fire-ale-remaining-after-two-years',
    job: 'more_time',
    source: 'uphelpAleRemaining',
    states: ['payment'],
    ask: 'My insurance company, Country Financial, is covering my ALE until the end of 2023, two years to the date of the Marshall fire. I stayed with a friend the first 6 weeks, and was paid $1500 towards that first 6 week period, which I gave to my friend. I moved into a long term rental after that first 6 weeks, and CF pays the $2600 monthly rental on that, per a 6 month lease at at time. My policy lists a total amount of ALE they will pay me, and my adjuster says that my ALE is up after 2 years. The total amount in my ALE bucket, according to CF, will still have funds after the 2 year mark occurs, approx. $8000. My house is not estimated to be completed until Jan or Feb, which means it will probably be later than that. I will need that $8000 to cover rent during that time – am I entitled to it? My adjuster says they will pay what the lease says through the end of 2023. Do I need to ask my landlord to change the lease to include the additional $8000 somewhere? Thank you.',
    expect: merge(letterTo(hoFire), {
      includesAny: [
        ['extend', 'extension', 'continue'],
        ['$8,000', '$8000'],
      ],
    }),
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
  {
    id: 'ho-storm-appraisal-umpire-delay',
    job: 'appraisal',
    source: 'uphelpUmpireDelay',
    ask: 'I am currently trying to work through the appraisal process. The petition has been with a federal court for over a year, and there is no indication when/if the judge will make a decision. Does there reach a point when there are excessive delays within the appraisal process that the insurance company has to address or account for? Surely, it cannot go on indefinitely.',
    expect: {
      includes: [page(HOME_POL.appraisal), 'umpire'],
      includesAny: [
        ['judge', 'court'],
        ['lawyer', 'attorney', 'counsel'],
      ],
    },
  },
  {
    id: 'ho-storm-appraisal-route',
    job: 'appraisal',
    source: 'biggerpocketsAppraisalRoute',
    ask: 'my insurance company is State Farm. Can you expand on what the "appraisal/legal route" is? I like your idea of contacting the CO department of insurance (DOI) and hiring my own public adjuster so the PA and roofer are working for me and not colluding.',
    expect: {
      includes: [page(HOME_POL.appraisal), 'umpire'],
      includesAny: [['20 days'], ['amount of loss', 'amount of the loss'], ['written demand', 'written request', 'in writing']],
    },
  },
  {
    id: 'ho-storm-tree-collapse-denial',
    job: 'written_denial',
    source: 'biggerpocketsCollapseDenial',
    states: ['denial'],
    ask: 'A storm a month ago or so knocked half a tree down. The tree fell right next to a rental and the force took down an entire wall. The damage is about $15k. I contacted our insurance and they are denying our claim, citing the following: collapse … Their reasoning is that the tree didn\'t fall directly on the wall itself, and claim that the basement was faulty prior to the incident. We do not have pictures because the demo contractor was removing the tree at the dead of night in the storm. How do I fight this? An attorney I am working with wants to write a letter to try and convince the insurance company on the basis of Efficient Proximate Cause. The attorney\'s fees for this are about $1k. I had my insurance agent reach out to the adjuster and he seems pretty dug in on his position. Is this letter worth the money to try and argue my case? I am worried that the insurance will just drag this out, demanding more $1k letters, possibly engineering studies, etc. Any suggestions on what I should do?',
    expect: merge(letterTo(hoStorm), {
      includesAny: [['collapse'], ['reconsider', 'reconsideration', 'appeal', 'dispute']],
    }),
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
  {
    id: 'ho-water-ale-cash-out',
    job: 'living_expenses',
    source: 'publicadjusterAleCashOut',
    states: ['offer'],
    ask: 'We have a very similar situation with our frozen pipe/water damage claim. The insurer is allowing their preferred contractor to determine the scope of repair work and the costs. We are still negotiating the scope of work. They did not inform us regarding Loss of Use or Additional Living Expense coverage until 47 days after the claim was filed and then only because we asked after reading our policy carefully. They are asking us to consider a cash-out for ALE and Loss of Use for a 4 month period based on their contractor’s estimate of repair time when our local licensed, bonded contractor states the repairs will take a minimum of 7 months.',
    expect: {
      includes: [page(HOME_POL.livingExpenses)],
      includesAny: [
        ['shortest time', 'time required to repair', 'until the repairs', 'repairs are complete'],
        ['7 months', 'seven months'],
        ['in writing', 'written'],
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
  {
    id: 'ho-auto-totalled-tree-settlement',
    job: 'dispute_offer',
    source: 'straightdopeTotalled',
    states: ['offer'],
    ask: 'Last week my car was crushed by a tree in my driveway. I’ve filed a claim and we’re approaching settlement, but I’m getting thousands less than what the car is worth. They want to settle based on ‘private trade’ value as opposed to ‘retail sale’ value and since it wasn’t a hugely valuable car to begin with, there’s very little left for my settlement. I spoke with my adjuster, and he seemed willing to listen, and he’s going to try to get me more, but if there’s any way to (legally) get them to increase my settlement I’d like to hear about it.',
    expect: merge(letterTo(hoAuto), {
      includesAny: [
        ['actual cash value', 'ACV'],
        ['comparable', 'retail', 'listings', 'similar vehicles', 'appraisal'],
      ],
    }),
  },
  {
    id: 'ho-auto-adjuster-silent',
    job: 'escalate',
    source: 'esthernowBlog',
    ask: 'So I finally got a human on the other line at my car insurance company, Progressive. Apparently that requires something just short of supernatural powers. The adjuster handling the property damage claim for my accident is determined to be incompetent. The adjuster hasn’t once returned my calls and, as of today (9 days after the accident), hadn’t called the insurance company of the guy at fault. This has left me in the uncomfortable position of having to put the cost for the car rental on my credit card until the current and growing rental invoice can be transferred to the liable insurance company. It has also left me with the possibility of having to pay the $500 deductible on my car and waiting 6 to 10 weeks to be reimbursed.',
    expect: merge(letterTo(hoAuto), {
      includesAny: [
        ['supervisor', 'manager'],
        ['Pennsylvania Insurance Department', 'Insurance Department', '1-877-881-6388'],
      ],
    }),
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

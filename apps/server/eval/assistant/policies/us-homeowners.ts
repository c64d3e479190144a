import type { PdfPage } from '../../../test/assistant/fixtures/pdf';

/** The numbers and names that differ from one US homeowners policy to the next. */
export interface UsHomeTerms {
  insurer: string;
  stateName: string;
  insured: string;
  address: string;
  policyNumber: string;
  period: string;
  coverageA: string;
  coverageB: string;
  coverageC: string;
  coverageD: string;
  deductible: string;
  /** A separate wind and hail (or hurricane) deductible, as the declarations print it. */
  windDeductible?: string;
  jewelryTheftLimit: string;
  moneyLimit: string;
  moldLimit: string;
  proofOfLossDays: number;
  lossPaymentDays: number;
  /** How long after the loss the insured has to repair and claim the replacement-cost holdback. */
  holdbackWindow: string;
  suitLimit: string;
  /** Water back-up and sump discharge endorsement limit; absent when not bought. */
  waterBackupLimit?: string;
  /** Extra text for page 6: state amendatory wording, roof schedules and the like. */
  endorsements: PdfPage;
}

/**
 * Where each clause sits in the six-page policy, so that expectations can name the page.
 * Page 2 carries the special limits (jewelry theft), page 3 the mold exception, and so on.
 */
export const US_HOME_PAGE = {
  declarations: 1,
  specialLimits: 2,
  exclusions: 3,
  lossSettlement: 4,
  appraisal: 4,
  conditions: 5,
  livingExpenses: 5,
  endorsements: 6,
} as const;

function declarations(t: UsHomeTerms): PdfPage {
  return [
    { heading: 'HOMEOWNERS POLICY DECLARATIONS' },
    {
      text: `Insurer: ${t.insurer}. Policy number: ${t.policyNumber}. Policy period: ${t.period}, 12:01 a.m. standard time at the residence premises.`,
    },
    { text: `Named insured: ${t.insured}. Residence premises: ${t.address}.` },
    {
      text: `Section I limits of liability. Coverage A Dwelling: ${t.coverageA}. Coverage B Other Structures: ${t.coverageB}. Coverage C Personal Property: ${t.coverageC}. Coverage D Loss of Use: ${t.coverageD}.`,
    },
    {
      text: `Deductibles. All other perils: ${t.deductible} per loss.${t.windDeductible ? ` ${t.windDeductible}` : ''} The deductible applies per occurrence and is subtracted from the amount of the loss before any limit is applied.`,
    },
    {
      text: `Forms and endorsements: HO 00 03 05 11 Homeowners 3 Special Form; ${t.stateName} amendatory endorsement${t.waterBackupLimit ? '; HO 04 95 Water Back-Up and Sump Discharge or Overflow' : ''}.`,
    },
    {
      text: 'These declarations, together with the policy form and the endorsements listed, complete the policy. Keep them with your policy.',
    },
  ];
}

function agreementAndLimits(t: UsHomeTerms): PdfPage {
  return [
    { heading: 'AGREEMENT' },
    {
      text: 'We will provide the insurance described in this policy in return for the premium and compliance with all applicable provisions of this policy.',
    },
    { heading: 'DEFINITIONS' },
    {
      text: '"Actual cash value" means the cost to repair or replace damaged property with property of like kind and quality, less depreciation for age, wear and obsolescence.',
    },
    {
      text: '"Occurrence" means an accident, including continuous or repeated exposure to substantially the same general harmful conditions, which results in property damage during the policy period.',
    },
    { heading: 'SECTION I - SPECIAL LIMITS OF LIABILITY' },
    {
      text: 'The special limit for each category shown below is the total limit for each loss for all property in that category. These special limits do not increase the Coverage C limit of liability.',
    },
    {
      text: `a. ${t.moneyLimit} on money, bank notes, bullion, gold other than goldware, silver other than silverware, platinum, coins, medals and stored value cards.`,
    },
    {
      text: 'b. $1,500 on securities, accounts, deeds, evidences of debt, letters of credit, notes other than bank notes, manuscripts, personal records, passports and tickets.',
    },
    { text: `c. ${t.jewelryTheftLimit} for loss by theft of jewelry, watches, furs, precious and semiprecious stones.` },
    {
      text: 'd. $2,500 for loss by theft of firearms and related equipment. e. $2,500 for loss by theft of silverware, silver-plated ware, goldware and pewterware.',
    },
    {
      text: 'f. $2,500 on property, on the residence premises, used primarily for business purposes, including business electronic equipment.',
    },
    { text: 'Property that is scheduled by endorsement with its own limit is not subject to these special limits.' },
  ];
}

function perilsAndExclusions(t: UsHomeTerms): PdfPage {
  return [
    { heading: 'SECTION I - PERILS INSURED AGAINST' },
    {
      text: 'We insure against direct physical loss to property described in Coverages A and B, and against the named perils for Coverage C, including accidental discharge or overflow of water or steam from within a plumbing, heating, air conditioning or automatic fire protective sprinkler system or from within a household appliance.',
    },
    { heading: 'SECTION I - EXCLUSIONS' },
    {
      text: 'Constant or repeated seepage or leakage of water or steam over a period of weeks, months or years is not covered. This exclusion does not apply if the seepage or leakage was unknown to all insureds and was hidden within the walls or ceilings or beneath the floors.',
    },
    {
      text: `Fungi, mold, wet rot or bacteria are not covered. Exception: we cover fungi, mold or wet rot that is hidden within the walls or ceilings or beneath the floors and results from a covered accidental discharge of water. The most we will pay for such mold, including removal, testing and the cost to tear out and replace any part of the building to reach it, is ${t.moldLimit} per policy period.`,
    },
    {
      text: 'Water damage, meaning flood, surface water, waves or overflow of a body of water, and water or waterborne material which backs up through sewers or drains or overflows from a sump, is not covered unless the Water Back-Up and Sump Discharge or Overflow endorsement is shown in the Declarations.',
    },
    {
      text: 'Wear and tear, marring, deterioration, mechanical breakdown, latent defect, settling, cracking or shrinking of pavements, foundations or roofs is not covered.',
    },
    {
      text: 'Neglect, meaning neglect of an insured to use all reasonable means to save and preserve property at and after the time of a loss, is not covered.',
    },
  ];
}

function settlementAndAppraisal(t: UsHomeTerms): PdfPage {
  return [
    { heading: 'SECTION I - CONDITIONS' },
    {
      text: `Deductible. Unless otherwise noted in this policy, the following deductible provision applies: subject to the policy limits, we will pay only that part of the total of all loss payable that exceeds the deductible amount shown in the Declarations (${t.deductible}).`,
    },
    {
      text: 'Loss Settlement. Buildings under Coverage A or B are settled at replacement cost without deduction for depreciation, up to the limit of liability. Until actual repair or replacement is completed, we will pay only the actual cash value of the damage. The difference, the recoverable depreciation held back, is paid when the repair or replacement is complete.',
    },
    {
      text: `You may make a claim for the additional amount held back within ${t.holdbackWindow} after the date of loss. Personal property is settled at actual cash value at the time of loss unless a replacement cost endorsement is shown in the Declarations.`,
    },
    {
      text: `Loss Payment. We will adjust all losses with you. Loss will be payable ${t.lossPaymentDays} days after we receive your proof of loss and: a. reach an agreement with you; b. there is an entry of a final judgment; or c. there is a filing of an appraisal award with us.`,
    },
    {
      text: 'Appraisal. If you and we fail to agree on the amount of loss, either may demand an appraisal of the loss. Each party will choose a competent and impartial appraiser within 20 days after receiving a written request from the other. The two appraisers will choose an umpire. If they cannot agree upon an umpire within 15 days, you or we may request that the choice be made by a judge of a court of record in the state where the residence premises is located.',
    },
    {
      text: 'The appraisers will separately set the amount of loss. If the appraisers submit a written report of an agreement to us, the amount agreed upon will be the amount of loss. If they fail to agree, they will submit their differences to the umpire. A decision agreed to by any two will set the amount of loss. Each party pays its own appraiser and shares the umpire equally. Appraisal decides the amount of loss only, not whether the loss is covered.',
    },
  ];
}

function dutiesSuitAndLossOfUse(t: UsHomeTerms): PdfPage {
  return [
    { heading: 'SECTION I - CONDITIONS (CONTINUED)' },
    {
      text: 'Duties After Loss. In case of a loss to covered property, you must see that the following are done: give prompt notice to us or our agent; notify the police in case of loss by theft; protect the property from further damage and keep a record of repair expenses; prepare an inventory of damaged personal property showing the quantity, description, actual cash value and amount of loss, with bills and receipts.',
    },
    {
      text: `As often as we reasonably require, show the damaged property, provide us with records and documents we request and permit us to make copies, and submit to examination under oath, while not in the presence of another insured, and sign the same.`,
    },
    {
      text: `Proof of Loss. Send to us, within ${t.proofOfLossDays} days after our request, your signed, sworn proof of loss which sets forth, to the best of your knowledge and belief: the time and cause of loss; the interests of all insureds and others in the property; other insurance; specifications of damaged buildings and detailed repair estimates; the inventory of damaged personal property; and receipts for additional living expenses incurred.`,
    },
    {
      text: `Suit Against Us. No action can be brought against us unless there has been full compliance with all of the terms under Section I of this policy and the action is started within ${t.suitLimit}.`,
    },
    { heading: 'COVERAGE D - LOSS OF USE' },
    {
      text: `Additional Living Expense. If a loss covered under Section I makes that part of the residence premises where you reside not fit to live in, we cover any necessary increase in living expenses incurred by you so that your household can maintain its normal standard of living. Payment will be for the shortest time required to repair or replace the damage or, if you permanently relocate, the shortest time required for your household to settle elsewhere. The most we will pay is the Coverage D limit (${t.coverageD}).`,
    },
  ];
}

/** A six-page HO-3 policy; page 6 holds the endorsements the state and the insured's choices add. */
export function usHomeownersPages(t: UsHomeTerms): PdfPage[] {
  const backup: PdfPage = t.waterBackupLimit
    ? [
        { heading: 'WATER BACK-UP AND SUMP DISCHARGE OR OVERFLOW - HO 04 95' },
        {
          text: `We cover direct physical loss caused by water or waterborne material which backs up through sewers or drains or overflows from a sump. The most we pay for this coverage is ${t.waterBackupLimit} per occurrence.`,
        },
      ]
    : [];
  return [
    declarations(t),
    agreementAndLimits(t),
    perilsAndExclusions(t),
    settlementAndAppraisal(t),
    dutiesSuitAndLossOfUse(t),
    [{ heading: 'ENDORSEMENTS AND STATE AMENDMENTS' }, ...t.endorsements, ...backup],
  ];
}

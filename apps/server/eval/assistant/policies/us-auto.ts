import type { PdfPage } from '../../../test/assistant/fixtures/pdf';

/** What differs between two personal auto policies. */
export interface UsAutoTerms {
  insurer: string;
  stateName: string;
  insured: string;
  address: string;
  policyNumber: string;
  period: string;
  vehicle: string;
  vin: string;
  lienholder: string;
  liability: string;
  collisionDeductible: string;
  comprehensiveDeductible: string;
  rentalPerDay: string;
  rentalMaximum: string;
  proofOfLossDays: number;
  suitLimit: string;
  /** The state's amendatory endorsement, printed on the last page. */
  stateAmendments: PdfPage;
}

/** Where each part sits in the five-page policy. */
export const US_AUTO_PAGE = {
  declarations: 1,
  physicalDamage: 2,
  transportation: 2,
  limitOfLiability: 3,
  appraisal: 3,
  duties: 4,
  legalAction: 4,
  stateAmendments: 5,
} as const;

function declarations(t: UsAutoTerms): PdfPage {
  return [
    { heading: 'PERSONAL AUTO POLICY DECLARATIONS' },
    { text: `Insurer: ${t.insurer}. Policy number: ${t.policyNumber}. Policy period: ${t.period}.` },
    { text: `Named insured: ${t.insured}, ${t.address}.` },
    { text: `Covered auto: ${t.vehicle}, VIN ${t.vin}. Loss payee: ${t.lienholder}.` },
    {
      text: `Coverages and limits. Part A Liability: ${t.liability}. Part B Medical Payments or Personal Injury Protection: as required by ${t.stateName} law. Part C Uninsured Motorists: same as Part A. Part D Coverage for Damage to Your Auto: Collision, actual cash value less ${t.collisionDeductible} deductible; Other Than Collision (including theft), actual cash value less ${t.comprehensiveDeductible} deductible.`,
    },
    { text: `Transportation Expenses (rental reimbursement): ${t.rentalPerDay} per day, ${t.rentalMaximum} maximum per loss.` },
  ];
}

function physicalDamage(t: UsAutoTerms): PdfPage {
  return [
    { heading: 'PART D - COVERAGE FOR DAMAGE TO YOUR AUTO' },
    {
      text: 'Insuring Agreement. We will pay for direct and accidental loss to your covered auto, including its equipment, minus any applicable deductible shown in the Declarations. We pay for loss caused by collision only if Collision Coverage is shown, and for other loss, including theft, only if Other Than Collision Coverage is shown.',
    },
    {
      text: `Transportation Expenses. We will pay, without application of a deductible, up to ${t.rentalPerDay} per day, to a maximum of ${t.rentalMaximum}, for temporary transportation expenses incurred by you because of the total theft of your covered auto, or because of a covered loss that leaves it unusable. For total theft, payment begins 48 hours after the theft and ends when your covered auto is returned or we pay for its loss.`,
    },
    {
      text: 'Exclusions. We will not pay for loss due and confined to wear and tear, freezing or mechanical breakdown, or for loss to any electronic equipment not permanently installed in the covered auto. We will not pay for diminution in value.',
    },
  ];
}

function limitAndAppraisal(): PdfPage {
  return [
    { heading: 'LIMIT OF LIABILITY AND PAYMENT OF LOSS' },
    {
      text: 'Our limit of liability for loss will be the lesser of the actual cash value of the stolen or damaged property, or the amount necessary to repair or replace the property with other property of like kind and quality. An adjustment for depreciation and physical condition will be made in determining actual cash value in the event of a total loss.',
    },
    {
      text: 'Payment of Loss. We may pay for loss in money or repair or replace the damaged or stolen property. Loss or damage payable under this Part is payable to you and to the loss payee shown in the Declarations, as their interests may appear.',
    },
    { heading: 'APPRAISAL' },
    {
      text: 'If we and you do not agree on the amount of loss, either may demand an appraisal of the loss. In this event, each party will select a competent and impartial appraiser. The two appraisers will select an umpire. The appraisers will state separately the actual cash value and the amount of loss. If they fail to agree, they will submit their differences to the umpire. A decision agreed to by any two will be binding. Each party pays its chosen appraiser and shares the expenses of the appraisal and umpire equally.',
    },
  ];
}

function dutiesAndGeneral(t: UsAutoTerms): PdfPage {
  return [
    { heading: 'PART E - DUTIES AFTER AN ACCIDENT OR LOSS' },
    {
      text: 'We must be notified promptly of how, when and where the accident or loss happened. A person seeking any coverage must cooperate with us in the investigation, settlement or defense of any claim, and promptly send us copies of any notices or legal papers received.',
    },
    {
      text: `A person seeking coverage must submit, as often as we reasonably require, to examination under oath and subscribe the same. A person seeking Part D coverage must also notify the police within 24 hours if the covered auto is stolen, take reasonable steps after loss to protect it, permit us to inspect and appraise the damaged property before its repair, and send us a sworn proof of loss within ${t.proofOfLossDays} days after our written request, on the forms we furnish.`,
    },
    { heading: 'PART F - GENERAL PROVISIONS' },
    {
      text: `Legal Action Against Us. No legal action may be brought against us until there has been full compliance with all the terms of this policy. Any action under Part D must be brought within ${t.suitLimit}.`,
    },
    {
      text: 'Our Right to Recover Payment. If we make a payment under this policy and the person to or for whom payment was made has a right to recover damages from another, we shall be subrogated to that right. We will seek to recover your deductible along with our payment and share the recovery with you in proportion.',
    },
  ];
}

/** A five-page personal auto policy (PP 00 01 style) with the state's endorsement last. */
export function usAutoPages(t: UsAutoTerms): PdfPage[] {
  return [
    declarations(t),
    physicalDamage(t),
    limitAndAppraisal(),
    dutiesAndGeneral(t),
    [{ heading: `${t.stateName.toUpperCase()} AMENDATORY ENDORSEMENT` }, ...t.stateAmendments],
  ];
}

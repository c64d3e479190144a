import type { PdfPage } from '../../../test/assistant/fixtures/pdf';

/** What differs between two provinces' comprehensive homeowners wordings. */
export interface CanadaHomeTerms {
  insurer: string;
  province: string;
  /** The statute whose statutory conditions the policy reprints. */
  insuranceAct: string;
  insured: string;
  address: string;
  policyNumber: string;
  period: string;
  dwelling: string;
  detachedStructures: string;
  personalProperty: string;
  livingExpenses: string;
  deductible: string;
  jewelleryTheftLimit: string;
  moneyLimit: string;
  /** When the proof of loss is due, as the statutory condition words it. */
  proofOfLossTime: string;
  /** How many days after the completed proof of loss the insurer must pay. */
  paymentDays: number;
  /** How long the insured has to repair or replace and still be paid replacement cost. */
  replacementWindow: string;
  limitation: string;
  /** Sewer back-up endorsement limit and deductible; absent when not bought. */
  sewerBackup?: { limit: string; deductible: string };
  regulator: string;
}

/** Where each clause sits in the seven-page wording. */
export const CANADA_HOME_PAGE = {
  declarations: 1,
  specialLimits: 2,
  exclusions: 3,
  basisOfPayment: 4,
  appraisal: 4,
  livingExpenses: 5,
  endorsements: 5,
  statutoryConditions: 6,
  complaints: 7,
} as const;

function declarations(t: CanadaHomeTerms): PdfPage {
  return [
    { heading: 'DECLARATIONS - HOMEOWNERS COMPREHENSIVE FORM' },
    { text: `Insurer: ${t.insurer}. Policy number: ${t.policyNumber}. Policy period: ${t.period}, 12:01 a.m. local time.` },
    { text: `Named insured: ${t.insured}. Insured location: ${t.address}.` },
    {
      text: `Limits of insurance. Coverage A Dwelling Building: ${t.dwelling}. Coverage B Detached Private Structures: ${t.detachedStructures}. Coverage C Personal Property: ${t.personalProperty}. Coverage D Additional Living Expenses: ${t.livingExpenses}.`,
    },
    { text: `Deductible: ${t.deductible} for each occurrence, all perils, unless an endorsement states otherwise.` },
    {
      text: `Endorsements: Replacement Cost (Dwelling and Contents)${t.sewerBackup ? `; Sewer Back-up, limit ${t.sewerBackup.limit}, deductible ${t.sewerBackup.deductible}` : ''}. Statutory Conditions of the ${t.insuranceAct} apply to this policy.`,
    },
  ];
}

function agreementAndLimits(t: CanadaHomeTerms): PdfPage {
  return [
    { heading: 'INSURING AGREEMENT' },
    {
      text: 'We provide the insurance described in this policy in return for the premium paid and subject to the terms and conditions set out. The Statutory Conditions reprinted in this policy form part of the contract.',
    },
    { heading: 'DEFINITIONS' },
    {
      text: '"Actual cash value" takes into account such things as cost of replacement less any depreciation, and in the case of buildings, market value. "Depreciation" takes into account the age, condition and normal life of the property.',
    },
    { heading: 'SPECIAL LIMITS OF INSURANCE - COVERAGE C' },
    {
      text: `${t.moneyLimit} on money, bullion, gift cards and stored value cards. ${t.jewelleryTheftLimit} in total for theft of jewellery, watches, gems, pearls and fur garments.`,
    },
    {
      text: '$1,000 on securities, manuscripts and passports. $2,500 on bicycles, including their equipment. $5,000 on business property on the premises.',
    },
    { text: 'Property scheduled under a separate endorsement is insured for its scheduled amount and is not subject to these limits.' },
  ];
}

function perilsAndExclusions(): PdfPage {
  return [
    { heading: 'INSURED PERILS - COVERAGES A AND B' },
    {
      text: 'We insure your buildings against all risks of direct physical loss or damage, subject to the exclusions and conditions of this policy. Fire, smoke and the water used to put out a fire are insured perils.',
    },
    { heading: 'EXCLUSIONS' },
    {
      text: 'We do not insure loss or damage caused by continuous or repeated seepage or leakage of water over a period of time, or by wear and tear, gradual deterioration, latent defect or mechanical breakdown.',
    },
    {
      text: 'We do not insure loss or damage caused by mould, fungi or spores, unless the mould is the direct result of an insured peril and is removed within a reasonable time after the loss.',
    },
    {
      text: 'We do not insure loss or damage caused by the backing up or escape of water from a sewer, sump or septic tank, unless the Sewer Back-up endorsement is shown in the Declarations. We do not insure loss caused by flood or surface water.',
    },
    {
      text: 'We do not insure loss or damage caused by a dishonest or criminal act of you or of any person whom you have entrusted with your property.',
    },
  ];
}

function basisOfPaymentAndAppraisal(t: CanadaHomeTerms): PdfPage {
  return [
    { heading: 'BASIS OF CLAIM PAYMENT' },
    {
      text: `Replacement cost. We pay the cost of repairing or replacing the damaged property with new property of like kind and quality, without deduction for depreciation, if you repair or replace it with due diligence and dispatch and within ${t.replacementWindow} after the loss.`,
    },
    {
      text: 'Until the repair or replacement is completed, we pay the actual cash value of the damage. The difference between actual cash value and replacement cost, the holdback, is paid once the repair or replacement is completed and you have sent us the final invoices or receipts.',
    },
    { text: 'If you decide not to repair or replace, we pay the actual cash value at the date of the loss.' },
    { heading: 'APPRAISAL' },
    {
      text: 'If you and we disagree on the value of the property, the adequacy of the repairs or replacement, or the amount of the loss, the disagreement is to be settled by appraisal as the Statutory Conditions set out. Each party appoints an appraiser, and the two appraisers appoint an umpire. Each party pays its own appraiser and half of the umpire. Appraisal settles amounts, not whether a loss is covered.',
    },
  ];
}

function livingExpensesAndEndorsements(t: CanadaHomeTerms): PdfPage {
  const sewer: PdfPage = t.sewerBackup
    ? [
        { heading: 'SEWER BACK-UP ENDORSEMENT' },
        {
          text: `We insure direct physical loss or damage caused by the sudden and accidental backing up or escape of water or sewage from a sewer, sump, septic tank or drain on your premises. The most we pay in any one occurrence is ${t.sewerBackup.limit}, after a deductible of ${t.sewerBackup.deductible}, which replaces the policy deductible for this loss.`,
        },
      ]
    : [];
  return [
    { heading: 'COVERAGE D - ADDITIONAL LIVING EXPENSES' },
    {
      text: `If an insured peril makes your dwelling unfit for occupancy, we insure any necessary and reasonable increase in living expenses you incur to maintain your household's normal standard of living, such as a hotel or a furnished rental, additional meals, laundry and extra travel. Payment is for the reasonable time required to repair or rebuild, or for your household to settle elsewhere, up to ${t.livingExpenses} in total.`,
    },
    { text: 'Keep your receipts: we pay the increase over your normal expenses, not the expenses you would have had anyway.' },
    ...sewer,
  ];
}

function statutoryConditions(t: CanadaHomeTerms): PdfPage {
  return [
    { heading: `STATUTORY CONDITIONS - ${t.insuranceAct.toUpperCase()}` },
    {
      text: 'Requirements after loss. Upon the occurrence of any loss or damage, the insured shall forthwith give notice in writing to the insurer and deliver, as soon as practicable, a complete inventory of the destroyed and damaged property.',
    },
    {
      text: `Proof of loss. The insured shall, ${t.proofOfLossTime}, deliver to the insurer a proof of loss verified by statutory declaration, giving a complete inventory, stating the time and cause of the loss and the amount claimed.`,
    },
    {
      text: 'Examination under oath. The insured shall submit to examination under oath, and produce for examination at such reasonable time and place as is designated by the insurer all documents in connection with the loss.',
    },
    {
      text: `When loss payable. The loss is payable within ${t.paymentDays} days after completion of the proof of loss, unless the contract provides for a shorter period.`,
    },
    { text: `Action. ${t.limitation}` },
  ];
}

function complaints(t: CanadaHomeTerms): PdfPage {
  return [
    { heading: 'IF YOU HAVE A COMPLAINT' },
    {
      text: `First, speak to your adjuster. If you are not satisfied, ask for the claims manager, then write to our Ombudsperson at ${t.insurer}, who gives you our final position in writing.`,
    },
    {
      text: 'If you still disagree, the General Insurance OmbudService (GIO) reviews complaints about home and auto insurance free of charge: 1-877-225-0446.',
    },
    { text: `${t.regulator} regulates insurers in ${t.province} and receives complaints about how insurers treat their customers.` },
  ];
}

/** A seven-page comprehensive homeowners wording with the province's statutory conditions. */
export function canadaHomeownersPages(t: CanadaHomeTerms): PdfPage[] {
  return [
    declarations(t),
    agreementAndLimits(t),
    perilsAndExclusions(),
    basisOfPaymentAndAppraisal(t),
    livingExpensesAndEndorsements(t),
    statutoryConditions(t),
    complaints(t),
  ];
}

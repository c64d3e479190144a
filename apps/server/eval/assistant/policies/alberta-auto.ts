import type { PdfPage } from '../../../test/assistant/fixtures/pdf';

/** Where each part of the Alberta standard automobile policy sits. */
export const ALBERTA_AUTO_PAGE = {
  certificate: 1,
  lossOrDamage: 2,
  directCompensation: 2,
  statutoryConditions: 3,
  appraisal: 3,
  limitation: 4,
  diminution: 4,
  complaints: 5,
} as const;

/** The Alberta S.P.F. No. 1 wording as Foothills General prints it for Kyle Bergstrom's Escape. */
export const ALBERTA_AUTO_PAGES: readonly PdfPage[] = [
  [
    { heading: 'CERTIFICATE OF AUTOMOBILE INSURANCE' },
    {
      text: 'Insurer: Foothills General Insurance Company. Policy number: FGI-SPF1-4407129. Policy period: February 1, 2026 to February 1, 2027.',
    },
    { text: 'Named insured: Kyle Bergstrom, 1420 Evergreen Dr SW, Calgary, AB T2Y 3M6.' },
    { text: 'Described automobile: 2021 Ford Escape SE, VIN 1FMCU9G67MUA48213. Lienholder: none.' },
    {
      text: 'Section A Third Party Liability: $2,000,000. Section B Accident Benefits: as set out in the Insurance Act. Section C Loss of or Damage to Insured Automobile: Collision or Upset, $500 deductible; Comprehensive, $300 deductible. Direct Compensation - Property Damage: included.',
    },
    { text: 'Endorsements: SEF No. 20 Loss of Use, $60 per day, $1,800 maximum; SEF No. 44 Family Protection.' },
  ],
  [
    { heading: 'SECTION C - LOSS OF OR DAMAGE TO INSURED AUTOMOBILE' },
    {
      text: 'The insurer agrees to indemnify the insured against direct and accidental loss of or damage to the automobile, including its equipment, subject to the deductible shown in the certificate for the applicable peril.',
    },
    {
      text: 'Limit of liability. The insurer is not liable beyond the actual cash value of the automobile at the time of loss, and not beyond what it would cost to repair or replace the automobile with material of like kind and quality, less depreciation.',
    },
    { heading: 'DIRECT COMPENSATION - PROPERTY DAMAGE' },
    {
      text: 'Where another automobile collides with the insured automobile in Alberta and another insured driver is at fault, the insurer pays the insured directly for the damage to the automobile and its contents and for loss of use, to the degree the insured is not at fault under the Fault Determination Rules. No deductible applies to the part of the loss for which the insured is not at fault.',
    },
  ],
  [
    { heading: 'STATUTORY CONDITIONS' },
    {
      text: 'Notice. The insured shall promptly give to the insurer written notice, with all available particulars, of any accident involving loss or damage to the automobile.',
    },
    {
      text: "Proof of loss. The insured shall, within 90 days after the loss, deliver to the insurer a statutory declaration stating, to the best of the insured's knowledge and belief, the place, time, cause and amount of the loss.",
    },
    {
      text: 'Examination. The insured shall submit to examination under oath and produce for examination all documents relating to the loss.',
    },
    {
      text: 'Appraisal. In the event of disagreement as to the nature and extent of the repairs or replacement required, or their adequacy, or the amount payable, the disagreement is to be determined by appraisal under the Insurance Act before there can be any recovery under this contract.',
    },
    {
      text: 'When loss payable. The insurer shall pay the loss within 60 days after the proof of loss has been delivered, unless the insurer has chosen to repair or replace the automobile.',
    },
  ],
  [
    { heading: 'GENERAL PROVISIONS' },
    {
      text: 'Limitation of actions. Every action or proceeding against the insurer for the recovery of a claim under this contract must be commenced within 2 years after the insured knew or reasonably ought to have known of the loss. The insurer will tell the insured of this limitation period in writing.',
    },
    {
      text: 'Diminution in value. The insurer does not pay for any reduction in the market value of the automobile that remains after it has been repaired.',
    },
    {
      text: 'Subrogation. The insurer, upon making any payment, is subrogated to all rights of recovery of the insured against any person.',
    },
  ],
  [
    { heading: 'IF YOU HAVE A COMPLAINT' },
    { text: 'Speak to your adjuster first, then to the claims manager. Our Ombudsperson gives our final position in writing.' },
    {
      text: 'The General Insurance OmbudService (GIO) reviews complaints about auto insurance free of charge once you have our final position.',
    },
    { text: 'The Alberta Superintendent of Insurance regulates insurers in Alberta and receives complaints about their conduct.' },
  ],
];

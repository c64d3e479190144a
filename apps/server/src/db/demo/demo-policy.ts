import type { PdfPage } from '../../lib/text-pdf';

// The demo account's homeowners policy: short, but worded like a real HO-3 form, so that the
// assistant's policy answers, deadlines and letters have something true to quote on a first look.

export const DEMO_POLICY_FILENAME = 'prairie-state-ho3-policy.pdf';

export const DEMO_POLICY_PAGES: readonly PdfPage[] = [
  [
    { heading: 'HOMEOWNERS POLICY DECLARATIONS' },
    {
      text: 'Insurer: Prairie State Mutual Insurance Company. Policy number: PSM-HO3-2207145. Policy period: March 1, 2026 to March 1, 2027.',
    },
    { text: 'Named insured: Jordan Demo. Residence premises: 123 Maple Street, Springfield, IL 62701.' },
    {
      text: 'Section I limits of liability. Coverage A Dwelling: $310,000. Coverage B Other Structures: $31,000. Coverage C Personal Property: $155,000. Coverage D Loss of Use: $62,000.',
    },
    { text: 'Deductibles. All other perils: $1,000 per loss. Windstorm or hail: 1% of Coverage A ($3,100).' },
  ],
  [
    { heading: 'SECTION I - SPECIAL LIMITS OF LIABILITY' },
    { text: 'The special limit for each category shown below is the total limit for each loss for all property in that category.' },
    { text: 'a. $200 on money, bank notes, bullion, coins and medals.' },
    { text: 'b. $1,500 for loss by theft of jewelry, watches, furs, precious and semiprecious stones.' },
    { heading: 'SECTION I - PERILS INSURED AGAINST' },
    {
      text: 'We insure against direct physical loss to property described in Coverages A and B, including accidental discharge or overflow of water or steam from within a plumbing, heating or air conditioning system, and sudden and accidental tearing apart, cracking or burning of a hot water heating system or of pipes.',
    },
    { heading: 'SECTION I - EXCLUSIONS' },
    { text: 'Constant or repeated seepage or leakage of water over a period of weeks, months or years is not covered.' },
    {
      text: 'Freezing of a plumbing system is not covered while the dwelling is vacant or unoccupied, unless you have used reasonable care to maintain heat in the building.',
    },
  ],
  [
    { heading: 'SECTION I - CONDITIONS' },
    {
      text: 'Duties After Loss. You must give prompt notice to us; protect the property from further damage and keep a record of repair expenses; prepare an inventory of damaged personal property; and, as often as we reasonably require, show the damaged property.',
    },
    { text: 'Proof of Loss. Send to us, within 60 days after our request, your signed, sworn proof of loss.' },
    {
      text: 'Loss Settlement. Buildings are settled at replacement cost. Until the damaged part is actually repaired or replaced, we pay its actual cash value; the rest is paid once the work is done, if you claim it within 180 days of the loss.',
    },
    {
      text: 'Appraisal. If you and we fail to agree on the amount of loss, either may demand an appraisal. Each party will choose a competent and impartial appraiser within 20 days after receiving a written request from the other. The two appraisers will choose an umpire.',
    },
    { text: 'Suit Against Us. No action can be brought against us unless it is started within two years after the date of loss.' },
    { heading: 'COVERAGE D - LOSS OF USE' },
    {
      text: 'Additional Living Expense. If a loss covered under Section I makes the residence premises not fit to live in, we cover any necessary increase in living expenses incurred by you so that your household can maintain its normal standard of living.',
    },
  ],
];

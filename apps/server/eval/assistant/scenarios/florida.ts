import { usHomeownersPages } from '../policies/us-homeowners';
import type { Scenario } from '../types';

/** A hidden A/C drain leak and mold in Tampa: proof of loss sent, then a late denial that ignores the policy's exceptions. */
export const florida: Scenario = {
  key: 'fl',
  label: 'Florida — hidden A/C leak and mold, denied',
  user: {
    fullName: 'Patricia Okafor',
    emailName: 'patricia.okafor',
    address: '2231 Cypress Bend Ln, Tampa, FL 33647',
    phone: '(813) 555-0119',
  },
  claim: {
    type: 'Basement Flood / Water Damage',
    description:
      'The A/C condensate drain line clogged and the air handler pan overflowed inside the hall closet wall. We only found it when the baseboards swelled and a musty smell started. When the mitigation company opened the wall they found mold behind the drywall in the hallway and the back of the bedroom closet. Mold remediation estimate $14,600; drywall and flooring repairs estimate $9,300.',
    dateOfIncident: '2026-06-21',
    country: 'United States',
    city: 'Tampa',
    region: 'FL',
    status: 'Active',
  },
  details: {
    insurer: 'Gulfside Property & Casualty Insurance Company',
    policyNumber: 'GPC-HO3-7720451',
    policeReportNumber: '',
    adjusterName: 'Marcus Bell',
    adjusterPhone: '(727) 555-0164 ext. 318',
    adjusterEmail: 'mbell@gulfsidepc.example',
    claimNumber: 'GPC-26-004812',
  },
  policy: {
    filename: 'gulfside-ho3-florida.pdf',
    header: 'Gulfside Property & Casualty — HO-3 Homeowners Policy — Form HO 00 03 05 11 (Florida)',
    footer: 'HO 00 03 05 11 FL',
    pages: usHomeownersPages({
      insurer: 'Gulfside Property & Casualty Insurance Company',
      stateName: 'Florida',
      insured: 'Patricia Okafor',
      address: '2231 Cypress Bend Ln, Tampa, FL 33647',
      policyNumber: 'GPC-HO3-7720451',
      period: 'April 10, 2026 to April 10, 2027',
      coverageA: '$365,000',
      coverageB: '$7,300',
      coverageC: '$182,500',
      coverageD: '$36,500',
      deductible: '$2,500',
      windDeductible: 'Hurricane: 2% of Coverage A ($7,300).',
      jewelryTheftLimit: '$1,500',
      moneyLimit: '$200',
      moldLimit: '$10,000',
      proofOfLossDays: 60,
      lossPaymentDays: 60,
      holdbackWindow: '180 days',
      suitLimit: 'one year after the date of loss',
      endorsements: [
        { heading: 'FLORIDA SPECIAL PROVISIONS' },
        {
          text: 'Mediation. If there is a dispute about a claim, you or we may request mediation under the program the Florida Department of Financial Services runs under section 627.7015 of the Florida Statutes. Mediation is non-binding and we pay its cost.',
        },
        {
          text: 'Claims handling. We will pay or deny your claim, or a portion of it, within 60 days after we receive notice of it, unless factors beyond our control prevent us from doing so. Homeowner Claims Bill of Rights: Florida Department of Financial Services, 1-877-693-5236.',
        },
      ],
    }),
  },
  diary: [
    {
      on: '2026-06-23',
      kind: 'notice_given',
      direction: 'to_insurer',
      channel: 'email',
      summary: 'Reported the leak and the mold by e-mail.',
    },
    {
      on: '2026-06-26',
      kind: 'acknowledgement_received',
      direction: 'from_insurer',
      channel: 'email',
      summary: 'Acknowledgement with the Homeowner Claims Bill of Rights.',
    },
    {
      on: '2026-07-08',
      kind: 'inspection',
      direction: 'from_insurer',
      channel: 'in_person',
      summary: 'Marcus Bell and a mold assessor inspected the hallway and the closet.',
    },
    {
      on: '2026-07-15',
      kind: 'documents_requested',
      direction: 'from_insurer',
      channel: 'email',
      summary: 'Marcus asked for the mold assessment, the remediation estimate and the HVAC service records.',
      items: ['Mold assessment report', 'Remediation estimate', 'HVAC service records'],
    },
    {
      on: '2026-07-30',
      kind: 'documents_sent',
      direction: 'to_insurer',
      channel: 'email',
      summary: 'Sent the mold assessment, the remediation estimate and the HVAC records (last service March 2026).',
      items: ['Mold assessment report', 'Remediation estimate', 'HVAC service records'],
    },
    {
      on: '2026-08-11',
      kind: 'proof_of_loss_requested',
      direction: 'from_insurer',
      channel: 'letter',
      summary: 'Gulfside asked for a sworn proof of loss on its form.',
    },
    {
      on: '2026-08-25',
      kind: 'proof_of_loss_sent',
      direction: 'to_insurer',
      channel: 'email',
      summary: 'Sent the sworn proof of loss for $23,900 (remediation $14,600 and repairs $9,300).',
    },
    {
      on: '2026-10-05',
      kind: 'denial_received',
      direction: 'from_insurer',
      channel: 'letter',
      summary:
        "Denial letter: Gulfside denied the whole claim, saying the leak was 'continuous or repeated seepage' over 14 days or more and that mold is excluded. The letter quotes no page and does not mention the policy's exceptions.",
    },
  ],
};

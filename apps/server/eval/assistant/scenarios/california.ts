import { usHomeownersPages } from '../policies/us-homeowners';
import type { Scenario } from '../types';

/** A burst supply line in Pasadena: documents sent, a low offer on the kitchen, a contractor's estimate far above it. */
export const california: Scenario = {
  key: 'ca',
  label: 'California — burst supply line, offer received',
  user: {
    fullName: 'Rosa Delgado',
    emailName: 'rosa.delgado',
    address: '1147 Orange Grove Blvd, Pasadena, CA 91105',
    phone: '(626) 555-0143',
  },
  claim: {
    type: 'Basement Flood / Water Damage',
    description:
      'The braided supply line under the kitchen sink burst while we were both at work. When we got home around 6 pm water had spread across the kitchen and hallway hardwood, soaked the lower cabinets and dripped into the crawlspace. A plumber replaced the line that night ($485) and a drying company ran fans and dehumidifiers for four days.',
    dateOfIncident: '2026-08-14',
    country: 'United States',
    city: 'Pasadena',
    region: 'CA',
    status: 'Active',
  },
  details: {
    insurer: 'Pacific Crest Insurance Company',
    policyNumber: 'HO3-CA-4471902',
    policeReportNumber: '',
    adjusterName: 'Kevin Tran',
    adjusterPhone: '(916) 555-0187 ext. 4410',
    adjusterEmail: 'kevin.tran@pacificcrest.example',
    claimNumber: 'PCI-26-081447',
  },
  policy: {
    filename: 'pacific-crest-ho3-policy.pdf',
    header: 'Pacific Crest Insurance Company — HO-3 Homeowners Policy — Form HO 00 03 05 11 (California)',
    footer: 'HO 00 03 05 11   Includes copyrighted material of Insurance Services Office, Inc.',
    pages: usHomeownersPages({
      insurer: 'Pacific Crest Insurance Company',
      stateName: 'California',
      insured: 'Rosa Delgado',
      address: '1147 Orange Grove Blvd, Pasadena, CA 91105',
      policyNumber: 'HO3-CA-4471902',
      period: 'March 1, 2026 to March 1, 2027',
      coverageA: '$640,000',
      coverageB: '$64,000',
      coverageC: '$320,000',
      coverageD: '$128,000',
      deductible: '$1,000',
      jewelryTheftLimit: '$1,500',
      moneyLimit: '$200',
      moldLimit: '$10,000',
      proofOfLossDays: 60,
      lossPaymentDays: 30,
      holdbackWindow: '12 months',
      suitLimit: 'one year after the date of loss, extended by the time between notice of the loss and our written decision on the claim',
      endorsements: [
        { heading: 'CALIFORNIA AMENDATORY ENDORSEMENT' },
        {
          text: 'Replacement cost holdback. In the case of a total loss or a partial loss, you have no less than 12 months from the date of the first payment of actual cash value to collect the full replacement cost; this period is extended for good cause, and to 36 months after a state of emergency is declared.',
        },
        {
          text: 'Notice of rights. The California Department of Insurance can be reached at 1-800-927-4357 if you believe this claim has been wrongfully denied or rejected.',
        },
      ],
    }),
  },
  diary: [
    {
      on: '2026-08-14',
      kind: 'notice_given',
      direction: 'to_insurer',
      channel: 'email',
      summary: 'Reported the burst supply line by e-mail and phone; claim number PCI-26-081447 given.',
    },
    {
      on: '2026-08-17',
      kind: 'acknowledgement_received',
      direction: 'from_insurer',
      channel: 'email',
      summary: 'Kevin Tran acknowledged the claim and sent the claim packet.',
    },
    {
      on: '2026-08-27',
      kind: 'inspection',
      direction: 'from_insurer',
      channel: 'in_person',
      summary: 'Kevin Tran inspected the kitchen, hallway and crawlspace and took moisture readings.',
    },
    {
      on: '2026-09-02',
      kind: 'documents_requested',
      direction: 'from_insurer',
      channel: 'email',
      summary: 'Kevin asked for the plumber invoice, the drying invoice, a contents inventory and photos of the cabinets.',
      items: ['Plumber invoice', 'Drying company invoice', 'Contents inventory', 'Photos of the cabinets before demolition'],
    },
    {
      on: '2026-09-12',
      kind: 'documents_sent',
      direction: 'to_insurer',
      channel: 'email',
      summary: 'Sent all four items; the drying invoice is $3,920.',
      items: ['Plumber invoice', 'Drying company invoice', 'Contents inventory', 'Photos of the cabinets before demolition'],
    },
    {
      on: '2026-10-20',
      kind: 'extension_notice',
      direction: 'from_insurer',
      channel: 'email',
      summary: 'Kevin wrote that Pacific Crest needs more time to review the flooring and expects to decide by November 5.',
    },
    {
      on: '2026-10-29',
      kind: 'offer_received',
      direction: 'from_insurer',
      channel: 'email',
      summary:
        'Offer of $12,150 received for the kitchen (cabinets, flooring, drywall) after the $1,000 deductible. Their estimate replaces only the kitchen part of the hardwood.',
    },
    {
      on: '2026-11-04',
      kind: 'note',
      direction: null,
      channel: null,
      summary:
        'Our contractor, Brightline Builders, estimates $21,480 to replace the hardwood through the kitchen and hallway (it is one continuous floor) and the lower cabinets.',
    },
  ],
};

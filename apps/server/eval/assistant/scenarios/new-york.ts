import { usAutoPages } from '../policies/us-auto';
import type { Scenario } from '../types';

/** A CR-V stolen in Queens: proof-of-loss forms sent in writing on October 12, an EUO set for December 3. */
export const newYork: Scenario = {
  key: 'ny',
  label: 'New York — car theft, proof of loss pending, EUO set',
  user: {
    fullName: 'Anthony Russo',
    emailName: 'anthony.russo',
    address: '88-14 Elmhurst Ave, Apt 3C, Queens, NY 11373',
    phone: '(718) 555-0126',
  },
  claim: {
    type: 'Car Theft',
    description:
      'My 2022 Honda CR-V EX (silver, VIN 7FARW2H82NE012345) was stolen overnight from the street in front of my building on Elmhurst Ave. I still have both keys. I reported it to the 110th Precinct the morning of September 27.',
    dateOfIncident: '2026-09-27',
    country: 'United States',
    city: 'Queens',
    region: 'NY',
    status: 'Active',
  },
  details: {
    insurer: 'Empire Harbor Insurance Company',
    policyNumber: 'EHA-NY-55310987',
    policeReportNumber: 'NYPD 2026-110-004517',
    adjusterName: 'Denise Alvarez',
    adjusterPhone: '(516) 555-0148 ext. 207',
    adjusterEmail: 'dalvarez@empireharbor.example',
    claimNumber: 'EH-AU-2026-118305',
  },
  policy: {
    filename: 'empire-harbor-auto-policy.pdf',
    header: 'Empire Harbor Insurance Company — Personal Auto Policy — Form PP 00 01 01 05 (New York)',
    footer: 'PP 00 01 01 05 NY',
    pages: usAutoPages({
      insurer: 'Empire Harbor Insurance Company',
      stateName: 'New York',
      insured: 'Anthony Russo',
      address: '88-14 Elmhurst Ave, Apt 3C, Queens, NY 11373',
      policyNumber: 'EHA-NY-55310987',
      period: 'May 1, 2026 to November 1, 2026, renewed to May 1, 2027',
      vehicle: '2022 Honda CR-V EX',
      vin: '7FARW2H82NE012345',
      lienholder: 'Ally Bank',
      liability: '$100,000 each person, $300,000 each accident, $100,000 property damage',
      collisionDeductible: '$1,000',
      comprehensiveDeductible: '$500',
      rentalPerDay: '$35',
      rentalMaximum: '$1,050',
      proofOfLossDays: 60,
      suitLimit: 'two years after the date of loss',
      stateAmendments: [
        {
          text: 'Total theft. If your covered auto is stolen and not recovered within 30 days after the theft is reported to us and to the police, we will settle the loss as a total theft.',
        },
        {
          text: 'Proof of loss. The 60 days to send the sworn proof of loss begin only when we have sent you the proof-of-loss forms with our written request, as New York Insurance Law section 3407 requires.',
        },
        { text: 'Complaints. New York State Department of Financial Services, Consumer Assistance Unit, 1-800-342-3736.' },
      ],
    }),
  },
  diary: [
    {
      on: '2026-09-27',
      kind: 'notice_given',
      direction: 'to_insurer',
      channel: 'portal',
      summary: 'Reported the theft on the Empire Harbor app.',
    },
    {
      on: '2026-10-01',
      kind: 'acknowledgement_received',
      direction: 'from_insurer',
      channel: 'email',
      summary: 'Acknowledged by Denise Alvarez; rental approved at $35 a day up to $1,050.',
    },
    {
      on: '2026-10-06',
      kind: 'documents_requested',
      direction: 'from_insurer',
      channel: 'email',
      summary: 'Denise asked for the police report, both keys, the title and the loan payoff letter from Ally.',
      items: ['Police report', 'Both keys', 'Title', 'Loan payoff letter from Ally'],
    },
    {
      on: '2026-10-09',
      kind: 'documents_sent',
      direction: 'to_insurer',
      channel: 'email',
      summary: 'Sent the police report and a copy of the title; mailed both keys by FedEx. The Ally payoff letter has not come yet.',
      items: ['Police report', 'Both keys', 'Title'],
    },
    {
      on: '2026-10-12',
      kind: 'proof_of_loss_requested',
      direction: 'from_insurer',
      channel: 'letter',
      summary: 'Letter enclosing the affidavit of vehicle theft and the sworn proof of loss form, to be returned within 60 days.',
    },
    {
      on: '2026-11-06',
      kind: 'insurer_response',
      direction: 'from_insurer',
      channel: 'letter',
      summary:
        'Letter asking me to appear for an examination under oath on December 3, 2026 at 10:00 am at Keane & Doyle LLP, 300 Old Country Rd, Mineola. Bring phone records for September 26-27, the loan statements and the purchase records for both keys.',
    },
  ],
};

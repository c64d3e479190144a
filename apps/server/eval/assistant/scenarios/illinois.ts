import { usHomeownersPages } from '../policies/us-homeowners';
import type { Scenario } from '../types';

/** A burglary in Chicago three weeks ago: jewelry far above the policy's $1,500 theft limit, a list still owed. */
export const illinois: Scenario = {
  key: 'il',
  label: 'Illinois — burglary, jewelry over the theft limit',
  user: {
    fullName: 'Megan Brennan',
    emailName: 'megan.brennan',
    address: '2650 N Kedzie Blvd, Unit 2, Chicago, IL 60647',
    phone: '(773) 555-0191',
  },
  claim: {
    type: 'Vandalism / Forced Entry',
    description:
      'Someone pried open the back door while we were at a wedding in Milwaukee on October 24, between 3 pm and 11 pm. Taken: my engagement ring and a diamond tennis bracelet from the bedroom dresser, a MacBook Pro, a Sony camera and $600 in cash. The back door frame and lock were destroyed. Chicago police report JD-417233.',
    dateOfIncident: '2026-10-24',
    country: 'United States',
    city: 'Chicago',
    region: 'IL',
    status: 'Active',
  },
  details: {
    insurer: 'Prairie Shield Insurance Company',
    policyNumber: 'PSI-HO3-3318724',
    policeReportNumber: 'JD-417233',
    adjusterName: 'Tom Haskins',
    adjusterPhone: '(312) 555-0109 ext. 5532',
    adjusterEmail: 'thaskins@prairieshield.example',
    claimNumber: 'PSI-26-110394',
  },
  policy: {
    filename: 'prairie-shield-ho3.pdf',
    header: 'Prairie Shield Insurance Company — HO-3 Homeowners Policy — Form HO 00 03 05 11 (Illinois)',
    footer: 'HO 00 03 05 11 IL',
    pages: usHomeownersPages({
      insurer: 'Prairie Shield Insurance Company',
      stateName: 'Illinois',
      insured: 'Megan Brennan',
      address: '2650 N Kedzie Blvd, Unit 2, Chicago, IL 60647',
      policyNumber: 'PSI-HO3-3318724',
      period: 'September 1, 2026 to September 1, 2027',
      coverageA: '$420,000',
      coverageB: '$42,000',
      coverageC: '$210,000',
      coverageD: '$84,000',
      deductible: '$1,000',
      jewelryTheftLimit: '$1,500',
      moneyLimit: '$200',
      moldLimit: '$10,000',
      proofOfLossDays: 60,
      lossPaymentDays: 60,
      holdbackWindow: '180 days',
      suitLimit: 'one year after the date of loss',
      endorsements: [
        { heading: 'ILLINOIS AMENDATORY ENDORSEMENT' },
        {
          text: 'Suit Against Us. The one-year period is extended by the number of days between the date the proof of loss is submitted and the date the claim is denied in whole or in part.',
        },
        { text: 'Complaints. Illinois Department of Insurance, Consumer Services, 1-866-445-5364.' },
        { heading: 'SCHEDULED PERSONAL PROPERTY' },
        {
          text: 'No items are scheduled on this policy. Jewelry, watches and furs can be scheduled for their appraised value, without the special limit of liability, for an additional premium.',
        },
      ],
    }),
  },
  diary: [
    {
      on: '2026-10-25',
      kind: 'notice_given',
      direction: 'to_insurer',
      channel: 'email',
      summary: 'Reported the burglary by phone and e-mail.',
    },
    {
      on: '2026-10-28',
      kind: 'acknowledgement_received',
      direction: 'from_insurer',
      channel: 'email',
      summary: 'Tom Haskins acknowledged the claim and asked for a list of the stolen items.',
    },
    {
      on: '2026-11-02',
      kind: 'documents_requested',
      direction: 'from_insurer',
      channel: 'email',
      summary:
        'Tom asked for the police report, a list of stolen items with values, receipts or appraisals for the jewelry and photos of the door.',
      items: ['Police report', 'List of stolen items with values', 'Receipts or appraisals for the jewelry', 'Photos of the damaged door'],
    },
  ],
};

import { ALBERTA_AUTO_PAGES } from '../policies/alberta-auto';
import type { Scenario } from '../types';

/** A rear-end collision in Calgary: repaired, paid to the body shop with no deductible, file closed. */
export const alberta: Scenario = {
  key: 'ab',
  label: 'Alberta — rear-ended, repaired, paid and closed',
  user: {
    fullName: 'Kyle Bergstrom',
    emailName: 'kyle.bergstrom',
    address: '1420 Evergreen Dr SW, Calgary, AB T2Y 3M6',
    phone: '(403) 555-0158',
  },
  claim: {
    type: 'Collision (Accident)',
    description:
      "I was rear-ended at a red light on Macleod Trail at 42 Ave SE by a pickup that didn't stop in time. The rear bumper, tailgate and backup camera were crushed. The other driver was ticketed.",
    dateOfIncident: '2026-05-14',
    country: 'Canada',
    city: 'Calgary',
    region: 'AB',
    status: 'Paid',
  },
  details: {
    insurer: 'Foothills General Insurance Company',
    policyNumber: 'FGI-SPF1-4407129',
    policeReportNumber: 'CPS-26-0387421',
    adjusterName: 'Nadia Petrenko',
    adjusterPhone: '(403) 555-0121 ext. 88',
    adjusterEmail: 'nadia.petrenko@foothillsgeneral.example',
    claimNumber: 'FGI-26-AU-55102',
  },
  policy: {
    filename: 'foothills-spf1-policy.pdf',
    header: 'Foothills General Insurance Company — Alberta Standard Automobile Policy S.P.F. No. 1',
    footer: 'S.P.F. No. 1 (Alberta)',
    pages: ALBERTA_AUTO_PAGES,
  },
  diary: [
    {
      on: '2026-05-14',
      kind: 'notice_given',
      direction: 'to_insurer',
      channel: 'phone',
      summary: 'Reported the collision from the scene.',
    },
    {
      on: '2026-05-16',
      kind: 'acknowledgement_received',
      direction: 'from_insurer',
      channel: 'email',
      summary: 'Nadia Petrenko acknowledged the claim and booked an appraisal at the body shop.',
    },
    {
      on: '2026-05-22',
      kind: 'inspection',
      direction: 'from_insurer',
      channel: 'in_person',
      summary: "The insurer's appraiser inspected the Escape at Crowfoot Collision.",
    },
    {
      on: '2026-06-03',
      kind: 'offer_received',
      direction: 'from_insurer',
      channel: 'email',
      summary:
        'Repair estimate approved at $9,840 at Crowfoot Collision; no deductible because the other driver was 100% at fault under the Fault Determination Rules.',
    },
    {
      on: '2026-06-30',
      kind: 'payment_received',
      direction: 'from_insurer',
      channel: 'email',
      summary: 'Paid $9,840 directly to Crowfoot Collision; repairs were finished June 28.',
    },
    {
      on: '2026-07-10',
      kind: 'insurer_response',
      direction: 'from_insurer',
      channel: 'email',
      summary: 'Nadia confirmed the file is closed and said diminished value is not covered by my policy.',
    },
  ],
};

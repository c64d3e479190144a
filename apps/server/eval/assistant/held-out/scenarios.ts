import { canadaHomeownersPages } from '../policies/canada-homeowners';
import { usAutoPages } from '../policies/us-auto';
import { usHomeownersPages } from '../policies/us-homeowners';
import type { Scenario } from '../types';

// Held-out scenarios: sparse on purpose. Each is the policyholder who signs up and types a question
// taken from a public source; the question itself supplies most of the facts.

/** California house fire: smoke through the house, family out of the home. */
export const hoFire: Scenario = {
  key: 'ho-ca-fire',
  label: 'Held-out — California house fire, out of the home',
  user: {
    fullName: 'Marisol Quintero-Hale',
    emailName: 'marisol.quinterohale',
    address: '2217 Alder Crest Ln, Altadena, CA 91001',
    phone: '(626) 555-0188',
  },
  claim: {
    type: 'House Fire',
    description:
      'A kitchen fire on August 30 spread into the attic. Smoke and soot went through the whole house and we have been out of the home since.',
    dateOfIncident: '2026-08-30',
    country: 'United States',
    city: 'Altadena',
    region: 'CA',
    status: 'Active',
  },
  details: {
    insurer: 'Sierra Pines Mutual Insurance Company',
    policyNumber: 'SPM-HO3-5520913',
    policeReportNumber: '',
    adjusterName: 'Trevor Haldane',
    adjusterPhone: '(818) 555-0142',
    adjusterEmail: 'trevor.haldane@sierrapines.example',
    claimNumber: 'SPM-26-FR-11873',
  },
  policy: {
    filename: 'sierra-pines-homeowners-policy.pdf',
    header: 'Sierra Pines Mutual Insurance Company — HO-3 Homeowners Policy — Form HO 00 03 05 11 with California amendatory endorsement',
    footer: 'HO 00 03 05 11 (CA)',
    pages: usHomeownersPages({
      insurer: 'Sierra Pines Mutual Insurance Company',
      stateName: 'California',
      insured: 'Marisol Quintero-Hale',
      address: '2217 Alder Crest Ln, Altadena, CA 91001',
      policyNumber: 'SPM-HO3-5520913',
      period: 'April 1, 2026 to April 1, 2027',
      coverageA: '$684,000',
      coverageB: '$68,400',
      coverageC: '$342,000',
      coverageD: '$136,800',
      deductible: '$2,500',
      jewelryTheftLimit: '$1,500',
      moneyLimit: '$200',
      moldLimit: '$10,000',
      proofOfLossDays: 60,
      lossPaymentDays: 30,
      holdbackWindow: '365 days',
      suitLimit: 'one year after the date of loss',
      endorsements: [
        { heading: 'CALIFORNIA AMENDATORY ENDORSEMENT' },
        { text: 'Complaints. California Department of Insurance, Consumer Hotline 1-800-927-4357.' },
      ],
    }),
  },
  diary: [
    {
      on: '2026-08-31',
      kind: 'notice_given',
      direction: 'to_insurer',
      channel: 'phone',
      summary: 'Reported the fire to Sierra Pines by phone.',
    },
  ],
};

/** Texas wind storm: shingles torn off, a limb through the garage roof. */
export const hoStorm: Scenario = {
  key: 'ho-tx-storm',
  label: 'Held-out — Texas wind storm, roof and garage',
  user: {
    fullName: 'Kendrick Vos',
    emailName: 'kendrick.vos',
    address: '918 Bluestem Trail, Round Rock, TX 78681',
    phone: '(512) 555-0163',
  },
  claim: {
    type: 'Roof Damage / Storm',
    description:
      'Straight-line winds on June 21 tore shingles off the back slope and a tree limb came through the garage roof. Rain got into the upstairs hallway.',
    dateOfIncident: '2026-06-21',
    country: 'United States',
    city: 'Round Rock',
    region: 'TX',
    status: 'Active',
  },
  details: {
    insurer: 'Prairie Hearth Insurance Company',
    policyNumber: 'PHI-TX-4471026',
    policeReportNumber: '',
    adjusterName: 'Dana Whitcombe',
    adjusterPhone: '(737) 555-0119',
    adjusterEmail: 'dana.whitcombe@prairiehearth.example',
    claimNumber: 'PHI-26-WS-60294',
  },
  policy: {
    filename: 'prairie-hearth-homeowners-policy.pdf',
    header: 'Prairie Hearth Insurance Company — HO-3 Homeowners Policy — Form HO 00 03 05 11 with Texas amendatory endorsement',
    footer: 'HO 00 03 05 11 (TX)',
    pages: usHomeownersPages({
      insurer: 'Prairie Hearth Insurance Company',
      stateName: 'Texas',
      insured: 'Kendrick Vos',
      address: '918 Bluestem Trail, Round Rock, TX 78681',
      policyNumber: 'PHI-TX-4471026',
      period: 'March 1, 2026 to March 1, 2027',
      coverageA: '$298,000',
      coverageB: '$29,800',
      coverageC: '$149,000',
      coverageD: '$59,600',
      deductible: '$1,000',
      windDeductible: 'Windstorm or hail: 1% of Coverage A ($2,980), which applies instead of the all other perils deductible.',
      jewelryTheftLimit: '$1,500',
      moneyLimit: '$200',
      moldLimit: '$5,000',
      proofOfLossDays: 91,
      lossPaymentDays: 5,
      holdbackWindow: '180 days',
      suitLimit: 'two years and one day from the date the cause of action accrues',
      endorsements: [
        { heading: 'TEXAS AMENDATORY ENDORSEMENT' },
        {
          text: 'Claims handling. We will handle your claim as Chapter 542 of the Texas Insurance Code requires. Complaints: Texas Department of Insurance, Consumer Protection, 1-800-252-3439.',
        },
      ],
    }),
  },
  diary: [
    {
      on: '2026-06-22',
      kind: 'notice_given',
      direction: 'to_insurer',
      channel: 'portal',
      summary: 'Filed the wind claim on the Prairie Hearth portal.',
    },
  ],
};

/** Georgia water damage: a burst supply line under the kitchen sink. */
export const hoWater: Scenario = {
  key: 'ho-ga-water',
  label: 'Held-out — Georgia water damage, kitchen and den',
  user: {
    fullName: 'Annalise Brandt',
    emailName: 'annalise.brandt',
    address: '3306 Quail Hollow Ct, Marietta, GA 30062',
    phone: '(770) 555-0127',
  },
  claim: {
    type: 'Basement Flood / Water Damage',
    description:
      'A supply line under the kitchen sink burst on October 12 while we were at work. Water spread across the kitchen, dining room and den before we shut it off; a mitigation company dried the house.',
    dateOfIncident: '2026-10-12',
    country: 'United States',
    city: 'Marietta',
    region: 'GA',
    status: 'Active',
  },
  details: {
    insurer: 'Peachtree Harbor Insurance Company',
    policyNumber: 'PHG-HO-2298451',
    policeReportNumber: '',
    adjusterName: 'Curtis Langford',
    adjusterPhone: '(404) 555-0171',
    adjusterEmail: 'curtis.langford@peachtreeharbor.example',
    claimNumber: 'PTH-26-WD-38815',
  },
  policy: {
    filename: 'peachtree-harbor-homeowners-policy.pdf',
    header: 'Peachtree Harbor Insurance Company — HO-3 Homeowners Policy — Form HO 00 03 05 11 with Georgia amendatory endorsement',
    footer: 'HO 00 03 05 11 (GA)',
    pages: usHomeownersPages({
      insurer: 'Peachtree Harbor Insurance Company',
      stateName: 'Georgia',
      insured: 'Annalise Brandt',
      address: '3306 Quail Hollow Ct, Marietta, GA 30062',
      policyNumber: 'PHG-HO-2298451',
      period: 'July 10, 2026 to July 10, 2027',
      coverageA: '$356,000',
      coverageB: '$35,600',
      coverageC: '$178,000',
      coverageD: '$71,200',
      deductible: '$1,000',
      jewelryTheftLimit: '$1,500',
      moneyLimit: '$200',
      moldLimit: '$5,000',
      proofOfLossDays: 60,
      lossPaymentDays: 30,
      holdbackWindow: '180 days',
      suitLimit: 'two years after the date of loss',
      endorsements: [
        { heading: 'GEORGIA AMENDATORY ENDORSEMENT' },
        { text: 'Complaints. Georgia Office of Insurance and Safety Fire Commissioner, Consumer Services, 1-800-656-2298.' },
      ],
    }),
  },
  diary: [
    {
      on: '2026-10-12',
      kind: 'notice_given',
      direction: 'to_insurer',
      channel: 'phone',
      summary: 'Called Peachtree Harbor the same evening to report the burst line.',
    },
    {
      on: '2026-10-20',
      kind: 'inspection',
      direction: 'from_insurer',
      channel: 'in_person',
      summary: 'Curtis Langford inspected the kitchen, dining room and den.',
    },
  ],
};

/** Pennsylvania auto: a parked minivan backed into overnight; the other driver was cited. */
export const hoAuto: Scenario = {
  key: 'ho-pa-auto',
  label: 'Held-out — Pennsylvania parked car hit',
  user: {
    fullName: 'Gideon Marsh',
    emailName: 'gideon.marsh',
    address: '57 Linden Row, Lancaster, PA 17603',
    phone: '(717) 555-0190',
  },
  claim: {
    type: 'Vandalism / Damage While Parked',
    description:
      'Late on November 3 a driver backed into my parked 2021 Honda Odyssey outside the house. Police came and the other driver was cited. The left rear corner, tail lights, bumper and liftgate are smashed.',
    dateOfIncident: '2026-11-03',
    country: 'United States',
    city: 'Lancaster',
    region: 'PA',
    status: 'Active',
  },
  details: {
    insurer: 'Keystone Ridge Casualty Company',
    policyNumber: 'KRC-PA-8830175',
    policeReportNumber: 'LPD-2026-113482',
    adjusterName: 'Monica Feld',
    adjusterPhone: '(717) 555-0133',
    adjusterEmail: 'monica.feld@keystoneridge.example',
    claimNumber: 'KRC-26-AU-51207',
  },
  policy: {
    filename: 'keystone-ridge-auto-policy.pdf',
    header: 'Keystone Ridge Casualty Company — Personal Auto Policy — Form PP 00 01 01 05 (Pennsylvania)',
    footer: 'PP 00 01 01 05 PA',
    pages: usAutoPages({
      insurer: 'Keystone Ridge Casualty Company',
      stateName: 'Pennsylvania',
      insured: 'Gideon Marsh',
      address: '57 Linden Row, Lancaster, PA 17603',
      policyNumber: 'KRC-PA-8830175',
      period: 'September 1, 2026 to March 1, 2027',
      vehicle: '2021 Honda Odyssey EX-L',
      vin: '5FNRL6H75MB012457',
      lienholder: 'PNC Bank',
      liability: '$100,000 each person, $300,000 each accident, $50,000 property damage',
      collisionDeductible: '$500',
      comprehensiveDeductible: '$250',
      rentalPerDay: '$35',
      rentalMaximum: '$1,050',
      proofOfLossDays: 60,
      suitLimit: 'two years after the date of loss',
      stateAmendments: [
        { text: 'Repairs. You may choose the repair facility. We will not require repairs to be made at a particular shop.' },
        { text: 'Complaints. Pennsylvania Insurance Department, Bureau of Consumer Services, 1-877-881-6388.' },
      ],
    }),
  },
  diary: [
    {
      on: '2026-11-04',
      kind: 'notice_given',
      direction: 'to_insurer',
      channel: 'phone',
      summary: 'Reported the damage to Keystone Ridge with the police report number.',
    },
  ],
};

/** New Brunswick break-in: back door forced, TV, laptop and jewellery taken. */
export const hoBreakIn: Scenario = {
  key: 'ho-nb-breakin',
  label: 'Held-out — New Brunswick break-in',
  user: {
    fullName: 'Élodie Arsenault',
    emailName: 'elodie.arsenault',
    address: '44 rue Cormier, Dieppe, NB E1A 6K2',
    phone: '(506) 555-0114',
  },
  claim: {
    type: 'Vandalism / Forced Entry',
    description:
      'Someone forced the back door on October 28 while we were away. The TV, a laptop and jewellery were taken and the door frame is broken.',
    dateOfIncident: '2026-10-28',
    country: 'Canada',
    city: 'Dieppe',
    region: 'NB',
    status: 'Active',
  },
  details: {
    insurer: 'Fundy Shore Mutual Insurance',
    policyNumber: 'FSM-NB-7710342',
    policeReportNumber: 'CD-26-044171',
    adjusterName: 'Raymond Thibodeau',
    adjusterPhone: '(506) 555-0150',
    adjusterEmail: 'raymond.thibodeau@fundyshore.example',
    claimNumber: 'FSM-26-TH-48816',
  },
  policy: {
    filename: 'fundy-shore-homeowners-wording.pdf',
    header: 'Fundy Shore Mutual Insurance — Homeowners Comprehensive Form HC-NB 2025',
    footer: 'HC-NB 2025 (New Brunswick)',
    pages: canadaHomeownersPages({
      insurer: 'Fundy Shore Mutual Insurance',
      province: 'New Brunswick',
      insuranceAct: 'Insurance Act (New Brunswick)',
      insured: 'Élodie Arsenault',
      address: '44 rue Cormier, Dieppe, NB E1A 6K2',
      policyNumber: 'FSM-NB-7710342',
      period: 'May 1, 2026 to May 1, 2027',
      dwelling: '$412,000',
      detachedStructures: '$41,200',
      personalProperty: '$288,400',
      livingExpenses: '$82,400',
      deductible: '$1,000',
      jewelleryTheftLimit: '$6,000',
      moneyLimit: '$500',
      proofOfLossTime: 'as soon as practicable after the loss',
      paymentDays: 60,
      replacementWindow: '180 days',
      limitation:
        'Every action or proceeding against the insurer for the recovery of any claim under this contract is barred unless commenced within the time set out in the Insurance Act (New Brunswick).',
      regulator: 'The Financial and Consumer Services Commission (FCNB)',
    }),
  },
  diary: [
    {
      on: '2026-10-29',
      kind: 'notice_given',
      direction: 'to_insurer',
      channel: 'phone',
      summary: 'Reported the break-in to Fundy Shore with the RCMP file number.',
    },
  ],
};

export const HELD_OUT_SCENARIOS: readonly Scenario[] = [hoFire, hoStorm, hoWater, hoAuto, hoBreakIn];

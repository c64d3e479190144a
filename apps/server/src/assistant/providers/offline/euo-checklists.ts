import type { TClaimType } from '@benji/shared';

/** What an examiner usually asks about, and what to bring, for each kind of claim. */
export interface EuoFocus {
  documents: readonly string[];
  topics: readonly string[];
}

export const EUO_FOCUS: Record<TClaimType, EuoFocus> = {
  'Car Theft': {
    documents: [
      'Every key and fob you have, and where the others are',
      'Title, registration and loan or lease statements',
      'Purchase papers and service records',
      'Receipts for aftermarket equipment',
      'Police report and any GPS or tracking records',
    ],
    topics: [
      'Where and when you last saw the vehicle, and who had access to it',
      'How many keys exist and who held each one',
      'Your payments on the vehicle and any recent attempts to sell it',
      'Prior damage, mileage and condition',
    ],
  },
  'Collision (Accident)': {
    documents: [
      'Police or accident report',
      'Photos of the scene and of every vehicle',
      'Names and contacts of witnesses and the other driver',
      'Dashcam footage, if any',
      'Repair estimates',
    ],
    topics: [
      'The trip: where you were going, the route, speed, weather and road conditions',
      'Whether you were using your phone (your phone records may be requested)',
      'Who was driving and who was in the vehicle',
      'What each driver said after the collision',
    ],
  },
  'Injury After Accident': {
    documents: [
      'Medical records and bills, in date order',
      'A timeline of your treatment',
      'Records of earlier injuries to the same part of the body',
      'Your employer’s letter on time off and lost wages',
      'Police or accident report',
    ],
    topics: [
      'How the injury happened, in your own words',
      'Earlier injuries, claims and treatment',
      'What you can and cannot do now compared with before',
      'Time off work and income lost',
    ],
  },
  'Vandalism / Damage While Parked': {
    documents: [
      'Police report',
      'Photos of the damage and of where the vehicle was parked',
      'Repair estimates',
      'Records of any earlier damage',
    ],
    topics: [
      'Where the vehicle was parked, for how long, and when you found the damage',
      'Any dispute with anyone who might have caused it',
      'Damage that was already there before',
    ],
  },
  'House Fire': {
    documents: [
      'Fire department report',
      'Photos and video of the damage',
      'Contents inventory with receipts, photos or bank records',
      'Mortgage statements, tax returns and bank statements (examiners often ask about finances)',
      'Records of recent electrical or renovation work',
    ],
    topics: [
      'Where everyone was when the fire started, and how you learned of it',
      'Smoke alarms, heating, wiring and appliances in the area it started',
      'Your finances, debts and any plans to sell the house',
      'Earlier fires or claims',
    ],
  },
  'Basement Flood / Water Damage': {
    documents: [
      'Photos and video of the water and the damage',
      'Plumber’s or restoration company’s report on the source',
      'Sump pump, backwater valve and plumbing maintenance records',
      'Receipts for clean-up, fans and dehumidifiers',
      'Contents inventory',
    ],
    topics: [
      'When you noticed the water, where it came from, and how fast it rose',
      'Earlier leaks or water problems, and what was done about them',
      'Steps you took to stop the water and limit the damage',
      'Whether the home was occupied at the time',
    ],
  },
  'Roof Damage / Storm': {
    documents: [
      'Weather reports for the date of the storm',
      'Photos of the roof before and after, if you have them',
      'Roof age and replacement or repair records',
      'Contractor estimates',
      'Receipts for tarps and temporary repairs',
    ],
    topics: [
      'The date and time of the storm, and when you found the damage',
      'The age and condition of the roof before the storm',
      'Earlier roof repairs or leaks',
      'Temporary repairs you made',
    ],
  },
  'Vandalism / Forced Entry': {
    documents: [
      'Police report',
      'Photos of the point of entry and of the damage',
      'List of stolen or damaged items with proof of ownership',
      'Alarm or camera records',
      'A list of who has keys or codes',
    ],
    topics: [
      'When you were last home and when you found the damage',
      'How the intruder got in, and whether doors and windows were locked',
      'Who had keys or alarm codes',
      'How you know what each item was worth',
    ],
  },
  'Broken Appliances / Home Systems': {
    documents: [
      'Purchase date and receipt for the appliance or system',
      'Service and maintenance records',
      'The technician’s report on the cause',
      'Warranty documents',
      'Photos of any resulting damage',
    ],
    topics: [
      'What failed, when, and how you noticed',
      'The age of the appliance or system and its upkeep',
      'Whether the failure was sudden or built up over time',
      'Warranty claims you made',
    ],
  },
  'Personal Contents Stolen': {
    documents: [
      'Police report',
      'Inventory of stolen items with receipts, photos or bank and card statements',
      'Serial numbers of electronics',
      'Any recovery notices',
    ],
    topics: [
      'Where the items were and when you last saw them',
      'Who had access',
      'How you came to own each item and what you paid',
      'Earlier thefts or claims',
    ],
  },
  'Storage Unit Theft': {
    documents: [
      'Storage rental agreement',
      'The facility’s access or gate logs and incident report',
      'Police report',
      'Inventory of the unit with proof of ownership',
      'Photos of the lock and the unit',
    ],
    topics: [
      'When you last visited the unit and what was in it',
      'What lock you used and who had the key or code',
      'Why the items were in storage',
      'How you know what each item was worth',
    ],
  },
  'Garage / Shed Damage': {
    documents: [
      'Photos of the structure and its contents',
      'Repair or replacement estimates',
      'Age and construction of the structure',
      'Inventory of damaged contents',
    ],
    topics: [
      'What caused the damage and when',
      'The condition of the structure before the loss',
      'What the building was used for, including any business use',
    ],
  },
};

/** Before any EUO, whatever the claim. */
export const EUO_GROUND_RULES = [
  'Ask for the date, time, place and the policy provision requiring the examination in writing, and confirm you will attend.',
  'Ask in writing for the list of documents they want you to bring, and for a copy of any statement you gave before.',
  'Read your policy, your claim, your proof of loss and every letter again, and make a dated timeline of events.',
  'You may bring a lawyer at your own expense; many people do. Consider speaking to one before the examination.',
  'Answer truthfully and only the question asked. If you do not know or do not remember, say so — never guess.',
  'Ask for a question to be repeated if it is unclear, and take a break when you need one.',
  'Ask for a copy of the transcript, and read it carefully before you sign it; note any corrections in writing.',
  'Bring photo identification and copies of everything you bring, keeping the originals.',
];

// Benji writes to the people of a claim: the insurer, its adjusters and their managers, the
// regulator. A letter to the user's landlord, boss or family is not a claim letter, however its
// words read to the classifier ("write to my landlord about the heater" is not a status check).

// People in a person's life who are not parties to an insurance claim: a closed list of relations.
const OUTSIDE_THE_CLAIM =
  'landlord|landlady|boss|employer|manager at work|coworkers?|co-workers?|colleagues?|teachers?|school|principal|professor|neighbou?rs?|' +
  'friends?|mom|mum|mother|dad|father|parents?|wife|husband|spouse|partner|girlfriend|boyfriend|sister|brother|son|daughter|kids?|' +
  'grandma|grandmother|grandpa|grandfather|aunt|uncle|cousin|family|roommates?|doctor|dentist|tenants?|hoa board|city council|mayor';

const TO_SOMEONE = new RegExp(
  `\\b(?:letter|e-?mail|note|message|text|complaint)\\s+(?:to|for)\\s+(?:my|our|the)\\s+(?:${OUTSIDE_THE_CLAIM})\\b|` +
    `\\b(?:write|e-?mail|text|message)\\s+(?:to\\s+)?(?:my|our)\\s+(?:${OUTSIDE_THE_CLAIM})\\b`,
  'i',
);

/** The message asks for something written to a person outside the claim. */
export const writesOutsideTheClaim = (text: string) => TO_SOMEONE.test(text);

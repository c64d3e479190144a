/** Spec 2.4 and 9: ten fixed entries for the carousel, three visible at a time. */
export interface Testimonial {
  name: string;
  location: string;
  claim: string;
  quote: string;
  /** Stars out of 5. */
  rating: number;
}

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    name: 'Maria G.',
    location: 'Houston, TX',
    claim: 'Roof damage after a storm',
    quote: 'I had no idea what a proof of loss was. Benji walked me through it and my inventory finally made sense to the adjuster.',
    rating: 5,
  },
  {
    name: 'Daniel K.',
    location: 'Calgary, AB',
    claim: 'Basement flood',
    quote: 'Every reply to my adjuster used to take me an evening. Now I paste the e-mail, check the draft and send it in ten minutes.',
    rating: 5,
  },
  {
    name: 'Priya S.',
    location: 'Edison, NJ',
    claim: 'Car theft',
    quote: 'The status check-in letter got my stalled claim moving again within a week. Polite, firm, and all in writing.',
    rating: 5,
  },
  {
    name: 'Tom B.',
    location: 'Orlando, FL',
    claim: 'Water damage from a burst pipe',
    quote: 'Benji pointed me to the exact part of my policy about sudden water damage. I quoted it back and the question went away.',
    rating: 5,
  },
  {
    name: 'Chloé L.',
    location: 'Ottawa, ON',
    claim: 'Tenant contents stolen',
    quote: 'As a renter I thought I had no leverage. Organizing receipts and photos with Benji made my claim simple to approve.',
    rating: 4,
  },
  {
    name: 'James W.',
    location: 'Sacramento, CA',
    claim: 'House fire',
    quote: 'After the fire I could not think straight. Having every deadline and document in one list kept me from missing anything.',
    rating: 5,
  },
  {
    name: 'Aisha M.',
    location: 'Atlanta, GA',
    claim: 'Collision',
    quote:
      'The first offer did not cover the repair estimate. Benji helped me write a counter-offer that laid out the difference line by line.',
    rating: 5,
  },
  {
    name: 'Robert H.',
    location: 'Halifax, NS',
    claim: 'Storm damage to a garage',
    quote: 'I was asked to attend an examination under oath. The EUO toolkit told me what to expect and what to bring.',
    rating: 5,
  },
  {
    name: 'Lena P.',
    location: 'Denver, CO',
    claim: 'Vandalism while parked',
    quote: 'Clear, calm letters instead of angry ones. My adjuster answered faster than he had all month.',
    rating: 5,
  },
  {
    name: 'Marcus J.',
    location: 'Chicago, IL',
    claim: 'Small-business break-in',
    quote: 'Benji never pretended to be my lawyer, but it made sure I asked the right questions and kept a paper trail.',
    rating: 5,
  },
];

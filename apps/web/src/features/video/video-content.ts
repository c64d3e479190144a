export const VIDEO_TITLE = 'Getting started with Benji';

export const VIDEO_ABOUT =
  'A short, captioned walk through Benji on a real account: signing up, finding your way around, and turning your claim details into a letter you can send to your insurer.';

/** Keep in step with the step list in scripts/record-tutorial/steps.mjs. */
export const VIDEO_LESSONS = [
  'Create your account and start the 3-day free trial',
  'Find your way around the dashboard and the menu',
  'Keep your profile current, so your letters are signed correctly',
  'Fill a letter template with your claim and copy it',
  'Use the tips that keep a claim moving',
  'Follow your claims on Claim Status',
] as const;

export const VIDEO_DETAILS = [
  { term: 'Category', detail: 'Tutorial' },
  { term: 'Difficulty', detail: 'Beginner' },
  { term: 'Format', detail: 'Screen recording with captions' },
  { term: 'Language', detail: 'English' },
] as const;

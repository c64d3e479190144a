import type { DisputeService } from './types';

/** The home, auto and business insurers' independent dispute service, Canada-wide. */
export const GENERAL_INSURANCE_OMBUDSERVICE: DisputeService = {
  name: 'General Insurance OmbudService (GIO)',
  website: 'https://giocanada.org',
  complaintPage: 'https://giocanada.org/what-gio-can-and-cant-help-with/',
  phone: '1-877-225-0446',
  covers:
    'Free, independent review of complaints about home, auto and business insurance with its member companies, in English or French. ' +
    'Its recommendations are not binding, and you keep your right to go to court.',
  when: "After your insurer's own complaint process: GIO reviews a complaint once you have the final position letter from the insurer's ombudsperson.",
};

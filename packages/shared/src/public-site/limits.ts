// Lengths the contact form and the server agree on.
export const CONTACT_NAME_MAX = 100;
export const CONTACT_COUNTRY_MAX = 100;
export const CONTACT_EMAIL_MAX = 254;
export const CONTACT_MESSAGE_MAX = 5000;

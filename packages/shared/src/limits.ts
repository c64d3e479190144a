// Business constants of spec section 9, in one place for server and web.
export const TRIAL_HOURS = 72;
export const URGENT_TRIAL_HOURS = 6;
export const PASSWORD_MIN_LENGTH = 8;
export const PHONE_MAX_LENGTH = 15;
/** Digits of a phone extension, kept in a field of its own. */
export const PHONE_EXTENSION_MAX_LENGTH = 10;
export const OTP_LENGTH = 6;
export const OTP_VALID_MINUTES = 10;
export const OTP_MAX_ATTEMPTS = 5;
/** A sign-up code may be read hours later, where a reset code is read at once: it lives longer. */
export const EMAIL_CODE_VALID_MINUTES = 24 * 60;
export const PROFILE_PHOTO_MAX_BYTES = 2 * 1024 * 1024;
export const PROFILE_PHOTO_TYPES = ['image/jpeg', 'image/jpg', 'image/png'] as const;
export const POLICY_FILE_MAX_BYTES = 10 * 1024 * 1024;
/** Pages the server reads of a policy PDF; a longer file is refused before any text is taken from it. */
export const POLICY_MAX_PAGES = 400;
export const DIALOG_AUTO_CLOSE_MS = 2000;
export const PROFILE_BANNER_MS = 3000;
export const PRICING_SCROLL_DELAY_MS = 300;
export const PRICING_SCROLL_RETRY_MS = 500;
/**
 * Claims one account may hold. Every claim's deadlines are worked out for the dashboard, the feed,
 * the chat and the reminders, so the count bounds that work; no household files this many.
 */
export const CLAIMS_PER_USER_MAX = 100;

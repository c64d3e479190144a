import { z } from 'zod';
import { textField } from '../validation/text-field';
import { FieldMessage } from '../field-messages';
import { PASSWORD_MIN_LENGTH, PHONE_MAX_LENGTH } from '../limits';
import { ZAccountLanguage } from './language';

/** Django's wording: a missing field is 'required', a field of the wrong type 'not a valid string'. */
export const stringError = (issue: { input?: unknown }) => (issue.input === undefined ? FieldMessage.required : FieldMessage.notAString);
const requiredString = textField({ error: stringError }).trim().min(1, { error: FieldMessage.blank });
const email = requiredString
  .max(254, { error: FieldMessage.maxLength(254) })
  .pipe(z.email({ error: FieldMessage.invalidEmail }).transform((value) => value.toLowerCase()));
const newPassword = z
  .string({ error: stringError })
  .min(PASSWORD_MIN_LENGTH, { error: FieldMessage.passwordTooShort })
  .max(128, { error: FieldMessage.maxLength(128) });
const otp = z.string({ error: stringError }).regex(/^\d{6}$/, { error: FieldMessage.otpFormat });

export const ZRegisterRequest = z.object({
  email,
  full_name: requiredString.max(150, { error: FieldMessage.maxLength(150) }),
  address: requiredString.max(300, { error: FieldMessage.maxLength(300) }),
  phone_number: textField({ error: stringError })
    .trim()
    .max(PHONE_MAX_LENGTH, { error: FieldMessage.maxLength(PHONE_MAX_LENGTH) })
    .optional()
    .default(''),
  password: newPassword,
  /** Beyond the spec: the language the sign-up page was shown in, for the sign-up code's e-mail and every later one. */
  language: ZAccountLanguage.optional(),
});
export type TRegisterRequest = z.input<typeof ZRegisterRequest>;

export const ZLoginRequest = z.object({
  email,
  password: z.string({ error: stringError }).min(1, { error: FieldMessage.blank }).max(128),
});
export type TLoginRequest = z.input<typeof ZLoginRequest>;

/** The body's token is for API clients; the browser sends none and relies on the refresh cookie instead. */
export const ZRefreshRequest = z.object({ refresh: requiredString.max(512).optional() });
/** `refresh` answers a body token only: a cookie-signed refresh gets the rotated token in the cookie alone. */
export const ZRefreshResponse = z.object({ access: z.string(), refresh: z.string().optional() });
export type TRefreshResponse = z.infer<typeof ZRefreshResponse>;

export const ZLogoutRequest = z.object({ refresh: requiredString.max(512).optional() });

/**
 * Google sign-in: the browser sends the ID token from Google Identity Services (`credential`).
 * full_name and email are accepted for the spec's payload shape but never trusted: the server
 * reads both from the verified token.
 */
export const ZGoogleLoginRequest = z.object({
  credential: z.string().max(4096).optional(),
  id_token: z.string().max(4096).optional(),
  full_name: textField().max(150).optional(),
  email: textField().max(254).optional(),
});
export type TGoogleLoginRequest = z.input<typeof ZGoogleLoginRequest>;

export const ZForgotPasswordRequest = z.object({ email });
export const ZVerifyOtpRequest = z.object({ email, otp });
export const ZResetPasswordRequest = z.object({
  email,
  otp,
  new_password: newPassword,
  confirm_password: z.string({ error: stringError }),
});
export type TResetPasswordRequest = z.input<typeof ZResetPasswordRequest>;

export const ZChangePasswordRequest = z.object({
  old_password: z.string({ error: stringError }).min(1, { error: FieldMessage.blank }).max(128),
  new_password: newPassword,
  confirm_password: z.string({ error: stringError }),
});
export type TChangePasswordRequest = z.input<typeof ZChangePasswordRequest>;

export const ZMessageResponse = z.object({ message: z.string() });
export type TMessageResponse = z.infer<typeof ZMessageResponse>;

/** Served by the server from the web app's own files; TUTORIAL_VIDEO_URL overrides it. */
export const DEFAULT_TUTORIAL_VIDEO_URL = '/media/benji-tutorial.mp4';

/** Public runtime configuration the web app reads at start. */
export const ZPublicConfig = z.object({
  google_client_id: z.string().nullable(),
  demo: z.boolean(),
  /** A path on this server or an absolute http(s) URL. */
  tutorial_video_url: z.string(),
});
export type TPublicConfig = z.infer<typeof ZPublicConfig>;

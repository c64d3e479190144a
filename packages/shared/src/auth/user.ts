import { z } from 'zod';
import { ZAccountLanguage } from './language';

export const ZUserProfile = z.object({
  bio: z.string(),
  /** Absolute URL, or a path relative to the API host; null when no photo was uploaded. */
  profile_image: z.string().nullable(),
  is_trial: z.boolean(),
  is_subscription: z.boolean(),
});

export const ZUser = z.object({
  pk: z.number().int(),
  full_name: z.string(),
  name: z.string(),
  email: z.string(),
  phone_number: z.string(),
  /** Beyond the spec: the extension, in a field of its own (digits); optional for sessions stored before it existed. */
  phone_extension: z.string().optional(),
  address: z.string(),
  /** ISO 8601, UTC. */
  signup_date: z.string(),
  /** True while the 72-hour trial runs, as decided by the server. */
  is_trial: z.boolean(),
  is_subscription: z.boolean(),
  /** Beyond the spec: when the trial ends, so no client has to recompute it. */
  trial_ends_at: z.string(),
  /** Beyond the spec: the plan subscribed to ("Pro Plan - Annual"), or null. */
  subscription_plan: z.string().nullable().optional(),
  /** Beyond the spec: ISO 8601, when the paid period ends (it renews then, unless cancelled); null when the plan has no end. */
  subscription_period_end: z.string().nullable().optional(),
  has_password: z.boolean(),
  /** False from sign-up until the mailed code comes back; the app shows a banner meanwhile. */
  email_verified: z.boolean(),
  /** Beyond the spec: the account's language, in which the server writes its e-mails; optional for sessions stored before it existed. */
  language: ZAccountLanguage.nullable().optional(),
  profile: ZUserProfile,
});
export type TUser = z.infer<typeof ZUser>;

export const ZChatSessionSummary = z.object({ session_id: z.string(), updated_at: z.string() });
export type TChatSessionSummary = z.infer<typeof ZChatSessionSummary>;

/** The credentials payload returned by register, login and Google sign-in. */
export const ZCredentials = z.object({
  message: z.string(),
  user: ZUser,
  access: z.string(),
  /**
   * For API clients only (the spec's payload). A browser's sign-in gets it in the HttpOnly cookie
   * alone: in the body, any script on the page could read it (docs/decisions/0008).
   */
  refresh: z.string().optional(),
  chat_sessions: z.array(ZChatSessionSummary),
  available_chat_types: z.record(z.string(), z.string()),
  claim_uploads: z.array(z.unknown()),
  session_ids: z.array(z.string()),
});
export type TCredentials = z.infer<typeof ZCredentials>;

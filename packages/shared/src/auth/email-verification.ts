import { z } from 'zod';
import { FieldMessage } from '../field-messages';
import { stringError } from './contracts';
import { ZUser } from './user';

/** The 6-digit code mailed at sign-up (or by "send a new code"); the account is the caller's. */
export const ZVerifyEmailRequest = z.object({
  otp: z.string({ error: stringError }).regex(/^\d{6}$/, { error: FieldMessage.otpFormat }),
});
export type TVerifyEmailRequest = z.input<typeof ZVerifyEmailRequest>;

/** The user comes back so the app can drop its banner without another request. */
export const ZVerifyEmailResponse = z.object({ message: z.string(), user: ZUser });
export type TVerifyEmailResponse = z.infer<typeof ZVerifyEmailResponse>;

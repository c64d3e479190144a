import { z } from 'zod';
import { textField } from '../validation/text-field';
import { FieldMessage } from '../field-messages';
import { PHONE_EXTENSION_MAX_LENGTH, PHONE_MAX_LENGTH } from '../limits';
import { ZUser } from '../auth/user';
import { stringError } from '../auth/contracts';
import { ZAccountLanguage } from '../auth/language';
import { ProfileMessage } from './messages';

export const ZProfileResponse = z.object({ user: ZUser });
export type TProfileResponse = z.infer<typeof ZProfileResponse>;

/** The text parts of the multipart PATCH /update-profile/; the photo is `profile.profile_image`. */
export const ZProfileUpdateFields = z.object({
  full_name: textField({ error: stringError })
    .trim()
    .min(1, { error: FieldMessage.blank })
    .max(150, { error: FieldMessage.maxLength(150) })
    .optional(),
  phone_number: textField({ error: stringError })
    .trim()
    .regex(/^\d*$/, { error: ProfileMessage.phoneDigitsOnly })
    .max(PHONE_MAX_LENGTH, { error: FieldMessage.maxLength(PHONE_MAX_LENGTH) })
    .optional(),
  phone_extension: textField({ error: stringError })
    .trim()
    .regex(/^\d*$/, { error: ProfileMessage.extensionDigitsOnly })
    .max(PHONE_EXTENSION_MAX_LENGTH, { error: FieldMessage.maxLength(PHONE_EXTENSION_MAX_LENGTH) })
    .optional(),
  address: textField({ error: stringError })
    .trim()
    .max(300, { error: FieldMessage.maxLength(300) })
    .optional(),
  'profile.bio': textField({ error: stringError })
    .max(1000, { error: FieldMessage.maxLength(1000) })
    .optional(),
  /** Beyond the spec: the account's language (the web's language switch saves it here). */
  language: ZAccountLanguage.optional(),
});
export type TProfileUpdateFields = z.infer<typeof ZProfileUpdateFields>;

import { digitsOnly, type TUser } from '@benji/shared';

export interface ProfileValues {
  full_name: string;
  phone_number: string;
  phone_extension: string;
  address: string;
  bio: string;
}

export function profileValues(user: TUser): ProfileValues {
  return {
    full_name: user.full_name ?? '',
    phone_number: user.phone_number ?? '',
    phone_extension: user.phone_extension ?? '',
    address: user.address ?? '',
    bio: user.profile?.bio ?? '',
  };
}

/** Save is offered only when a field or the photo differs from what was loaded (spec 4, Profile). */
export function hasChanges(values: ProfileValues, baseline: ProfileValues, photo: File | null): boolean {
  return photo !== null || (Object.keys(values) as Array<keyof ProfileValues>).some((key) => values[key] !== baseline[key]);
}

// The form's names and the API's: only the bio is named differently.
const API_FIELDS: Record<keyof ProfileValues, string> = {
  full_name: 'full_name',
  phone_number: 'phone_number',
  phone_extension: 'phone_extension',
  address: 'address',
  bio: 'profile.bio',
};

/**
 * Only what the user changed is sent: a field left alone is never written back, so a value the form
 * could not show as saved (a phone stored with a '+' at sign-up, a copy of the user loaded before
 * another tab changed it) is never replaced by what the form holds.
 */
export function toFormData(values: ProfileValues, baseline: ProfileValues, photo: File | null): FormData {
  const form = new FormData();
  for (const key of Object.keys(API_FIELDS) as Array<keyof ProfileValues>)
    if (values[key] !== baseline[key]) form.append(API_FIELDS[key], values[key]);
  if (photo) form.append('profile.profile_image', photo, photo.name);
  return form;
}

// After the number: 'ext 12', 'ext. 12', 'extension 12', 'x12', '#12', or the start of one ('e', 'ex').
const EXTENSION = /^(.*?\d)\s*(?:e(?:xt?(?:ension|\.)?)?|x|#)\s*(\d*)\s*$/i;

/**
 * A typed or pasted phone as its number and, when the text marks one, its extension, so the extension
 * goes to its own field instead of being glued onto the number. `extension` is '' when the marker is
 * typed and its digits are yet to come (the form moves the cursor to the extension field).
 */
export function splitPhone(text: string): { number: string; extension?: string } {
  const match = EXTENSION.exec(text);
  if (!match) return { number: digitsOnly(text) };
  return { number: digitsOnly(match[1] ?? ''), extension: match[2] ?? '' };
}

export type ProfileErrors = Partial<Record<keyof ProfileValues, string>>;

/** A 400's field lists, first message each, on the form's own fields; the spec's alert still says the save failed. */
export function profileServerErrors(data: unknown): ProfileErrors {
  if (typeof data !== 'object' || data === null) return {};
  const errors: ProfileErrors = {};
  for (const [field, apiName] of Object.entries(API_FIELDS) as Array<[keyof ProfileValues, string]>) {
    const messages = (data as Record<string, unknown>)[apiName];
    if (Array.isArray(messages) && typeof messages[0] === 'string') errors[field] = messages[0];
  }
  return errors;
}

import type { TUser } from '@benji/shared';

export interface ProfileValues {
  full_name: string;
  phone_number: string;
  address: string;
  bio: string;
}

export function profileValues(user: TUser): ProfileValues {
  return {
    full_name: user.full_name ?? '',
    phone_number: user.phone_number ?? '',
    address: user.address ?? '',
    bio: user.profile?.bio ?? '',
  };
}

/** Save is offered only when a field or the photo differs from what was loaded (spec 4, Profile). */
export function hasChanges(values: ProfileValues, baseline: ProfileValues, photo: File | null): boolean {
  return photo !== null || (Object.keys(values) as Array<keyof ProfileValues>).some((key) => values[key] !== baseline[key]);
}

export function toFormData(values: ProfileValues, photo: File | null): FormData {
  const form = new FormData();
  form.append('full_name', values.full_name);
  form.append('phone_number', values.phone_number);
  form.append('address', values.address);
  form.append('profile.bio', values.bio);
  if (photo) form.append('profile.profile_image', photo, photo.name);
  return form;
}

export type ProfileErrors = Partial<Record<keyof ProfileValues, string>>;

// The form's names and the API's: only the bio is named differently.
const API_FIELDS: Record<keyof ProfileValues, string> = {
  full_name: 'full_name',
  phone_number: 'phone_number',
  address: 'address',
  bio: 'profile.bio',
};

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

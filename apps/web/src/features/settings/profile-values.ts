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

import { PROFILE_PHOTO_MAX_BYTES, type TProfileUpdateFields } from '@benji/shared';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { fieldError } from '../../lib/domain-error';
import type { UploadedFile } from '../../lib/multipart';
import { updateUser } from '../auth/auth.service';
import { sniffImageType, safeFilename } from '../files/file-sniffing';
import { deleteFile, storeFile } from '../files/files.service';

export const PHOTO_FIELD = 'profile.profile_image';
const INVALID_PHOTO = 'Please select a valid image file (.jpg, .jpeg, .png)';

export async function updateProfile(
  db: Db,
  user: UserRow,
  fields: TProfileUpdateFields,
  photo: UploadedFile | undefined,
): Promise<UserRow> {
  const photoType = photo ? sniffImageType(photo.data) : null;
  if (photo && !photoType) throw fieldError(PHOTO_FIELD, INVALID_PHOTO);
  if (photo && photo.data.length > PROFILE_PHOTO_MAX_BYTES) throw fieldError(PHOTO_FIELD, 'File size must be less than 2MB');

  return db.transaction(async (tx) => {
    const profileImageId =
      photo && photoType
        ? await storeFile(tx, {
            userId: user.id,
            filename: safeFilename(photo.filename, 'profile-photo'),
            contentType: photoType,
            data: photo.data,
          })
        : user.profileImageId;
    const updated = await updateUser(tx, user.id, {
      fullName: fields.full_name ?? user.fullName,
      phoneNumber: fields.phone_number ?? user.phoneNumber,
      phoneExtension: fields.phone_extension ?? user.phoneExtension,
      address: fields.address ?? user.address,
      bio: fields['profile.bio'] ?? user.bio,
      language: fields.language ?? user.language,
      profileImageId,
    });
    if (!updated) throw new Error('User vanished during a profile update');
    if (photo && user.profileImageId) await deleteFile(tx, user.profileImageId);
    return updated;
  });
}

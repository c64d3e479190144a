import { digitsOnly, PHONE_EXTENSION_MAX_LENGTH, type TUser } from '@benji/shared';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextArea } from '../../../components/ui/text-area';
import { TextField } from '../../../components/ui/text-field';
import { Tooltip } from '../../../components/ui/tooltip';
import { useTranslation } from '../../../i18n/use-translation';
import { isApiError } from '../../../lib/api/api-error';
import { showAlert } from '../../../lib/dialogs';
import { resolveMediaUrl } from '../../../lib/media-url';
import { initialOf } from '../../../lib/user-display';
import { userUpdated } from '../../../store/auth-slice';
import { useAppDispatch } from '../../../store/hooks';
import { useUpdateProfileMutation } from '../api';
import {
  hasChanges,
  profileServerErrors,
  profileValues,
  splitPhone,
  toFormData,
  type ProfileErrors,
  type ProfileValues,
} from '../profile-values';
import { PhotoPicker } from './photo-picker';
import { serverFieldTexts } from '../../../i18n/server-text';

export function ProfileForm({ user, onSaved }: { user: TUser; onSaved: () => void }) {
  const [baseline, setBaseline] = useState(() => profileValues(user));
  const [values, setValues] = useState(baseline);
  const [photo, setPhoto] = useState<File | null>(null);
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [photoUrl, setPhotoUrl] = useState(() => resolveMediaUrl(user.profile?.profile_image));
  const [updateProfile, { isLoading }] = useUpdateProfileMutation();
  const dispatch = useAppDispatch();
  const extensionId = useId();
  const { t } = useTranslation('settings');

  const set = (key: keyof ProfileValues, value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    // An error goes away as soon as its field is edited.
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    try {
      const { user: saved } = await updateProfile(toFormData(values, baseline, photo)).unwrap();
      const next = profileValues(saved);
      setBaseline(next);
      setValues(next);
      setPhoto(null);
      setPhotoUrl(resolveMediaUrl(saved.profile?.profile_image));
      setErrors({});
      dispatch(userUpdated(saved));
      onSaved();
    } catch (failure) {
      // A refused field (too long, a control character) is named under the field itself.
      setErrors(await serverFieldTexts(profileServerErrors(isApiError(failure) ? failure.data : undefined)));
      void showAlert(t('profile.saveFailed'), 'error');
    }
  }

  return (
    <form onSubmit={handleSubmit} className="grid gap-6 md:grid-cols-2">
      <div className="md:col-span-2">
        <PhotoPicker currentUrl={photoUrl} initial={initialOf(user)} file={photo} onFile={setPhoto} />
      </div>
      <TextField
        label={t('profile.fullName')}
        name="full_name"
        autoComplete="name"
        value={values.full_name}
        error={errors.full_name}
        onChange={(e) => set('full_name', e.target.value)}
      />
      <div className="flex items-start gap-3">
        <TextField
          label={t('profile.phone')}
          name="phone_number"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          className="min-w-0 flex-1"
          labelAddon={<Tooltip text={t('profile.phoneTip')} label={t('profile.moreInfo')} />}
          value={values.phone_number}
          error={errors.phone_number}
          onChange={(e) => {
            const { number, extension } = splitPhone(e.target.value);
            set('phone_number', number);
            if (extension) set('phone_extension', extension);
            // 'x' or 'ext' typed after the number: the digits that follow belong to the extension.
            if (extension !== undefined) document.getElementById(extensionId)?.focus();
          }}
        />
        <TextField
          label={t('profile.extension')}
          id={extensionId}
          name="phone_extension"
          inputMode="numeric"
          autoComplete="tel-extension"
          className="w-28 shrink-0"
          maxLength={PHONE_EXTENSION_MAX_LENGTH}
          value={values.phone_extension}
          error={errors.phone_extension}
          onChange={(e) => set('phone_extension', digitsOnly(e.target.value))}
        />
      </div>
      <TextField
        label={t('profile.email')}
        name="email"
        type="email"
        value={user.email}
        disabled
        readOnly
        labelAddon={<Tooltip text={t('profile.emailTip')} label={t('profile.moreInfo')} />}
      />
      <TextField
        label={t('profile.address')}
        name="address"
        autoComplete="street-address"
        value={values.address}
        error={errors.address}
        onChange={(e) => set('address', e.target.value)}
      />
      <TextArea
        className="md:col-span-2"
        label={t('profile.bio')}
        name="bio"
        rows={4}
        labelAddon={<Tooltip text={t('profile.bioTip')} label={t('profile.moreInfo')} />}
        value={values.bio}
        error={errors.bio}
        onChange={(e) => set('bio', e.target.value)}
      />
      <div className="md:col-span-2">
        <Button type="submit" loading={isLoading} disabled={!hasChanges(values, baseline, photo)}>
          {isLoading ? t('profile.saving') : t('profile.save')}
        </Button>
      </div>
    </form>
  );
}

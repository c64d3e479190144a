import { digitsOnly, type TUser } from '@benji/shared';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextArea } from '../../../components/ui/text-area';
import { TextField } from '../../../components/ui/text-field';
import { Tooltip } from '../../../components/ui/tooltip';
import { showAlert } from '../../../lib/dialogs';
import { resolveMediaUrl } from '../../../lib/media-url';
import { initialOf } from '../../../lib/user-display';
import { userUpdated } from '../../../store/auth-slice';
import { useAppDispatch } from '../../../store/hooks';
import { useUpdateProfileMutation } from '../api';
import { hasChanges, profileValues, toFormData, type ProfileValues } from '../profile-values';
import { PhotoPicker } from './photo-picker';

export function ProfileForm({ user, onSaved }: { user: TUser; onSaved: () => void }) {
  const [baseline, setBaseline] = useState(() => profileValues(user));
  const [values, setValues] = useState(baseline);
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoUrl, setPhotoUrl] = useState(() => resolveMediaUrl(user.profile?.profile_image));
  const [updateProfile, { isLoading }] = useUpdateProfileMutation();
  const dispatch = useAppDispatch();

  const set = (key: keyof ProfileValues, value: string) => setValues((current) => ({ ...current, [key]: value }));

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    try {
      const { user: saved } = await updateProfile(toFormData(values, photo)).unwrap();
      const next = profileValues(saved);
      setBaseline(next);
      setValues(next);
      setPhoto(null);
      setPhotoUrl(resolveMediaUrl(saved.profile?.profile_image));
      dispatch(userUpdated(saved));
      onSaved();
    } catch {
      void showAlert('Failed to update profile. Please try again.', 'error');
    }
  }

  return (
    <form onSubmit={handleSubmit} className="grid gap-6 md:grid-cols-2">
      <div className="md:col-span-2">
        <PhotoPicker currentUrl={photoUrl} initial={initialOf(user)} file={photo} onFile={setPhoto} />
      </div>
      <TextField label="Full Name" name="full_name" autoComplete="name" value={values.full_name} onChange={(e) => set('full_name', e.target.value)} />
      <TextField
        label="Phone Number"
        name="phone_number"
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        labelAddon={<Tooltip text="Used to verify your identity and send claim updates." />}
        value={values.phone_number}
        onChange={(e) => set('phone_number', digitsOnly(e.target.value))}
      />
      <TextField
        label="Email"
        name="email"
        type="email"
        value={user.email}
        disabled
        readOnly
        labelAddon={<Tooltip text="Used for login, password resets, and communication with the product." />}
      />
      <TextField label="Address" name="address" autoComplete="street-address" value={values.address} onChange={(e) => set('address', e.target.value)} />
      <TextArea
        className="md:col-span-2"
        label="Bio"
        name="bio"
        rows={4}
        labelAddon={<Tooltip text="Tell us something about yourself or your claim situation." />}
        value={values.bio}
        onChange={(e) => set('bio', e.target.value)}
      />
      <div className="md:col-span-2">
        <Button type="submit" loading={isLoading} disabled={!hasChanges(values, baseline, photo)}>
          {isLoading ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}

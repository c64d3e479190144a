import { validateProfilePhoto } from '@benji/shared';
import { Camera } from 'lucide-react';
import { useEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import toast from '../../../lib/toast';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { richText } from '../../../i18n/rich-text';
import { useTranslation } from '../../../i18n/use-translation';

interface PhotoPickerProps {
  /** The saved photo, already an absolute URL, or null. */
  currentUrl: string | null;
  initial: string;
  file: File | null;
  onFile: (file: File) => void;
}

export function PhotoPicker({ currentUrl, initial, file, onFile }: PhotoPickerProps) {
  const { t } = useTranslation('settings');
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    const problem = validateProfilePhoto(chosen);
    setError(problem);
    if (problem) toast.error(problem);
    else onFile(chosen);
  }

  return (
    <div>
      <label htmlFor="profile-photo" className="mb-2 block text-sm font-medium text-slate-800">
        {t('profile.photo')}
      </label>
      <div className="flex items-center gap-4">
        <Avatar src={preview ?? currentUrl} initial={initial} className="size-16" />
        <Button
          variant="secondary"
          onClick={() => input.current?.click()}
          aria-describedby={error ? 'profile-photo-error' : 'profile-photo-hint'}
        >
          <Camera aria-hidden="true" className="size-4" />
          {t('profile.changePhoto')}
        </Button>
        <input
          ref={input}
          id="profile-photo"
          type="file"
          accept=".jpg,.jpeg,.png,image/jpeg,image/png"
          className="sr-only"
          tabIndex={-1}
          onChange={handleChange}
        />
      </div>
      {error ? (
        <p id="profile-photo-error" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      ) : (
        <p id="profile-photo-hint" className="mt-2 text-xs text-slate-600">
          {file
            ? richText(t('profile.photoSelected', { name: file.name }), { name: (name) => <span translate="no">{name}</span> })
            : t('profile.photoHint')}
        </p>
      )}
    </div>
  );
}

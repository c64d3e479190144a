import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { buttonClasses } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { prepareGoogleIdentity, promptForCredential, type GoogleId } from '../../../lib/google-identity';
import { usePublicConfigQuery } from '../api';
import { GoogleIcon } from './google-icon';

interface GoogleButtonProps {
  label: string;
  busyLabel: string;
  /** True while the page posts the credential to the server. */
  busy: boolean;
  onCredential: (credential: string) => void;
}

/**
 * Google sign-in through Google Identity Services. Without a client id on the server the button
 * is disabled and says why; nothing is faked.
 */
export function GoogleButton({ label, busyLabel, busy, onCredential }: GoogleButtonProps) {
  const { data: config, isLoading, isError } = usePublicConfigQuery();
  const clientId = config?.google_client_id ?? null;
  const [prompting, setPrompting] = useState(false);
  const [showGoogleButton, setShowGoogleButton] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);
  const { t } = useTranslation('auth');
  const googleRef = useRef<GoogleId | null>(null);
  const fallbackRef = useRef<HTMLDivElement>(null);
  const onCredentialRef = useRef(onCredential);
  useEffect(() => {
    onCredentialRef.current = onCredential;
  }, [onCredential]);

  // Google declined to show its chooser (cool-down, blocked pop-up): offer its own button instead.
  useEffect(() => {
    const host = fallbackRef.current;
    if (!showGoogleButton || !host || !googleRef.current) return;
    googleRef.current.renderButton(host, {
      type: 'standard',
      theme: 'outline',
      size: 'large',
      text: 'signin_with',
      width: Math.min(host.offsetWidth || 320, 400),
    });
  }, [showGoogleButton]);

  async function start() {
    if (!clientId) return;
    setPrompting(true);
    setLoadFailed(false);
    try {
      const google = await prepareGoogleIdentity(clientId, (credential) => {
        setPrompting(false);
        setShowGoogleButton(false);
        onCredentialRef.current(credential);
      });
      googleRef.current = google;
      promptForCredential(google, () => {
        setPrompting(false);
        setShowGoogleButton(true);
      });
    } catch {
      setPrompting(false);
      setLoadFailed(true);
    }
  }

  const unavailable = !isLoading && !clientId;
  const note = unavailable ? t(isError ? 'google.unavailable' : 'google.notConfigured') : loadFailed ? t('google.loadFailed') : null;
  const working = busy || prompting;
  return (
    <div>
      <button
        type="button"
        onClick={start}
        disabled={!clientId || working}
        aria-describedby={note ? 'google-sign-in-note' : undefined}
        title={unavailable ? (note ?? undefined) : undefined}
        className={buttonClasses('secondary', 'w-full')}
      >
        {working ? <Spinner className="size-4" /> : <GoogleIcon />}
        {working ? busyLabel : label}
      </button>
      {note && (
        <p id="google-sign-in-note" className="mt-2 text-center text-xs text-slate-600">
          {note}
        </p>
      )}
      {showGoogleButton && (
        <div className="mt-3">
          <p className="mb-2 text-center text-xs text-slate-600">{t('google.chooseAccount')}</p>
          <div ref={fallbackRef} className="flex justify-center" />
        </div>
      )}
    </div>
  );
}

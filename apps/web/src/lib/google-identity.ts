// Google Identity Services, loaded only when a Google button is used on a configured server.
const GSI_SRC = 'https://accounts.google.com/gsi/client';

interface CredentialResponse {
  credential?: string;
}

interface PromptNotification {
  isSkippedMoment(): boolean;
  isDismissedMoment(): boolean;
  getDismissedReason?(): string;
  isNotDisplayed?(): boolean;
}

export interface GoogleId {
  initialize(config: {
    client_id: string;
    callback: (response: CredentialResponse) => void;
    ux_mode?: 'popup' | 'redirect';
    use_fedcm_for_prompt?: boolean;
    cancel_on_tap_outside?: boolean;
  }): void;
  prompt(listener?: (notification: PromptNotification) => void): void;
  renderButton(parent: HTMLElement, options: Record<string, string | number>): void;
  cancel(): void;
}

declare global {
  interface Window {
    google?: { accounts: { id: GoogleId } };
  }
}

let loading: Promise<GoogleId> | null = null;

export function loadGoogleIdentity(): Promise<GoogleId> {
  if (window.google?.accounts?.id) return Promise.resolve(window.google.accounts.id);
  loading ??= new Promise<GoogleId>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GSI_SRC;
    script.async = true;
    script.onload = () =>
      window.google?.accounts?.id ? resolve(window.google.accounts.id) : reject(new Error('Google sign-in did not load.'));
    script.onerror = () => reject(new Error('Google sign-in could not be loaded.'));
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

type Listener = (credential: string) => void;
let initializedFor: string | null = null;
let listener: Listener | null = null;

/**
 * Initializes Google Identity Services once per client id; every credential goes to the most
 * recently registered listener (the button on the current page).
 */
export async function prepareGoogleIdentity(clientId: string, onCredential: Listener): Promise<GoogleId> {
  const google = await loadGoogleIdentity();
  listener = onCredential;
  if (initializedFor !== clientId) {
    google.initialize({
      client_id: clientId,
      ux_mode: 'popup',
      use_fedcm_for_prompt: true,
      cancel_on_tap_outside: true,
      callback: (response) => {
        if (response.credential) listener?.(response.credential);
      },
    });
    initializedFor = clientId;
  }
  return google;
}

/** Shows Google's account chooser. `onUnavailable` runs when Google declines to show it or the user closes it. */
export function promptForCredential(google: GoogleId, onUnavailable: () => void): void {
  google.prompt((notification) => {
    const closedWithoutCredential = notification.isDismissedMoment() && notification.getDismissedReason?.() !== 'credential_returned';
    if (notification.isSkippedMoment() || notification.isNotDisplayed?.() || closedWithoutCredential) onUnavailable();
  });
}

import { initialAuthState } from '../auth-slice';
import { initialChatState } from '../chat-slice';
import { initialLocaleState } from '../locale-slice';
import type { RootState } from '../root-reducer';
import type { Preferences } from './preferences';

/** The preferences the store holds now: the subscriber saves these and nothing else. */
export function selectPreferences(state: RootState): Preferences {
  return {
    chosenClaimId: state.chat.chosenClaimId,
    hadSession: state.auth.isAuthenticated,
    locale: state.locale.chosen,
    localeUnsaved: state.locale.unsaved,
  };
}

/**
 * The store's starting state from saved preferences. A browser that had a session starts
 * "authenticated" with no user and no token: the start asks the refresh cookie for a token and
 * the server for the user before any page is shown (restore-session.ts).
 */
export function stateFromPreferences(preferences: Preferences): Pick<RootState, 'auth' | 'chat' | 'locale'> {
  return {
    auth: { ...initialAuthState, isAuthenticated: preferences.hadSession },
    chat: { ...initialChatState, chosenClaimId: preferences.chosenClaimId },
    locale: { ...initialLocaleState, chosen: preferences.locale, unsaved: preferences.localeUnsaved },
  };
}

import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AppLocale } from '../i18n/locales';

export interface LocaleState {
  /** The language the user picked in a switch; null follows the browser's languages. Saved as a preference. */
  chosen: AppLocale | null;
  /**
   * Picked in this browser and not yet saved to an account (picked while signed out, or a save that
   * failed): at the next sign-in it outranks the account's language and is saved to it.
   */
  unsaved: boolean;
}

export const initialLocaleState: LocaleState = { chosen: null, unsaved: false };

const localeSlice = createSlice({
  name: 'locale',
  initialState: initialLocaleState,
  reducers: {
    localeChosen(state, action: PayloadAction<AppLocale>) {
      state.chosen = action.payload;
      state.unsaved = true;
    },
    /** The account has this language: it was saved there, or it came from there at sign-in. */
    localeOfAccount(state, action: PayloadAction<AppLocale>) {
      state.chosen = action.payload;
      state.unsaved = false;
    },
  },
});

export const { localeChosen, localeOfAccount } = localeSlice.actions;
export const localeReducer = localeSlice.reducer;

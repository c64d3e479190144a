import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AppLocale } from '../i18n/locales';

export interface LocaleState {
  /** The language the user picked in a switch; null follows the browser's languages. Saved as a preference. */
  chosen: AppLocale | null;
}

export const initialLocaleState: LocaleState = { chosen: null };

const localeSlice = createSlice({
  name: 'locale',
  initialState: initialLocaleState,
  reducers: {
    localeChosen(state, action: PayloadAction<AppLocale>) {
      state.chosen = action.payload;
    },
  },
});

export const { localeChosen } = localeSlice.actions;
export const localeReducer = localeSlice.reducer;

import { combineReducers, type UnknownAction } from '@reduxjs/toolkit';
import { api } from './api';
import { authReducer, logout } from './auth-slice';
import { chatReducer } from './chat-slice';
import { insuranceReducer } from './insurance-slice';
import { localeReducer } from './locale-slice';

const appReducer = combineReducers({
  auth: authReducer,
  chat: chatReducer,
  insurance: insuranceReducer,
  locale: localeReducer,
  [api.reducerPath]: api.reducer,
});

export type RootState = ReturnType<typeof appReducer>;

/**
 * Logout resets every part of the store, so nothing of one user survives into the next session;
 * except the language, which belongs to the browser's reader: the sign-in page stays in it.
 */
export function rootReducer(state: RootState | undefined, action: UnknownAction): RootState {
  if (!logout.match(action) || !state) return appReducer(state, action);
  return appReducer({ locale: state.locale } as RootState, action);
}

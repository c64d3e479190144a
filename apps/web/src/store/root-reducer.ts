import { combineReducers, type UnknownAction } from '@reduxjs/toolkit';
import { api } from './api';
import { authReducer, logout } from './auth-slice';
import { chatReducer } from './chat-slice';
import { insuranceReducer } from './insurance-slice';

const appReducer = combineReducers({
  auth: authReducer,
  chat: chatReducer,
  insurance: insuranceReducer,
  [api.reducerPath]: api.reducer,
});

export type RootState = ReturnType<typeof appReducer>;

/** Logout resets every part of the store, so nothing of one user survives into the next session. */
export function rootReducer(state: RootState | undefined, action: UnknownAction): RootState {
  return appReducer(logout.match(action) ? undefined : state, action);
}

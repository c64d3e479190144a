import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { claimChosen, newChatStarted } from '../../../store/chat-slice';
import type { RootState } from '../../../store/root-reducer';

/**
 * The user picks a claim in the chat. A conversation is about the claim it was held on: picking
 * another one while a conversation is open starts a new conversation on the picked claim, and the
 * open one (its earlier answers included) stays with its own claim in the history.
 */
export function pickClaim(id: number, shownId: number | null): ThunkAction<void, RootState, unknown, UnknownAction> {
  return (dispatch, getState) => {
    if (id === shownId) return;
    if (getState().chat.currentSessionId !== null) dispatch(newChatStarted());
    dispatch(claimChosen(id));
  };
}

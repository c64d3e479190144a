import { describe, expect, it } from 'vitest';
import { initialChatState } from '../../../store/chat-slice';
import { createTestStore } from '../../../store/create-store';
import { pickClaim } from './pick-claim';

const SESSION = '4037e705-2748-4290-b388-4249a08b0eb3';

function storeWith(currentSessionId: string | null) {
  return createTestStore({ chat: { ...initialChatState, currentSessionId, chosenClaimId: 1 } });
}

describe('pickClaim', () => {
  it('starts a new conversation on the picked claim instead of moving the open one', () => {
    const store = storeWith(SESSION);
    store.dispatch(pickClaim(2, 1));
    expect(store.getState().chat.currentSessionId).toBeNull();
    expect(store.getState().chat.chosenClaimId).toBe(2);
  });

  it('with no conversation open, only picks the claim', () => {
    const store = storeWith(null);
    store.dispatch(pickClaim(2, 1));
    expect(store.getState().chat.chosenClaimId).toBe(2);
  });

  it('keeps the open conversation when the claim it shows is picked again', () => {
    const store = storeWith(SESSION);
    store.dispatch(pickClaim(1, 1));
    expect(store.getState().chat.currentSessionId).toBe(SESSION);
  });
});

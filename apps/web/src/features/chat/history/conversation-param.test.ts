import { describe, expect, it } from 'vitest';
import { conversationToOpen } from './conversation-param';

describe('which conversation the chat opens', () => {
  it('the one the address names, when it is still the user’s', () => {
    expect(conversationToOpen('b', ['a', 'b'], 'a')).toBe('b');
  });

  it('the newest when the address names none, or one that is gone (deleted, or another user’s)', () => {
    expect(conversationToOpen(null, ['a', 'b'], 'a')).toBe('a');
    expect(conversationToOpen('z', ['a', 'b'], 'a')).toBe('a');
    expect(conversationToOpen('z', [], null)).toBeNull();
  });
});

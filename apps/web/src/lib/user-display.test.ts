import { describe, expect, it } from 'vitest';
import { displayName, initialOf } from './user-display';

describe('displayName', () => {
  it('prefers the full name, then the name, then the word User', () => {
    expect(displayName({ full_name: 'Jane Doe', name: 'Jane' })).toBe('Jane Doe');
    expect(displayName({ full_name: '  ', name: 'Jane' })).toBe('Jane');
    expect(displayName({ full_name: '', name: '' })).toBe('User');
    expect(displayName(null)).toBe('User');
  });
});

describe('initialOf', () => {
  it('uses the first letter of the name, else of the e-mail', () => {
    expect(initialOf({ full_name: 'jane doe' })).toBe('J');
    expect(initialOf({ full_name: '', name: '', email: 'bob@example.com' })).toBe('B');
    expect(initialOf(null)).toBe('U');
  });
});

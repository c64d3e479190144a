import { describe, expect, it } from 'vitest';
import { headerTitleFor } from './header-title';

describe('headerTitleFor', () => {
  it('names the three titled paths', () => {
    expect(headerTitleFor('/')).toBe('headerTitle.dashboard');
    expect(headerTitleFor('/application')).toBe('headerTitle.application');
    expect(headerTitleFor('/settings')).toBe('headerTitle.settings');
    expect(headerTitleFor('/settings/')).toBe('headerTitle.settings');
  });

  it('leaves every other path without a title', () => {
    for (const path of ['/chats', '/claim-status', '/tips&tricks', '/vedio', '/settings/extra']) expect(headerTitleFor(path)).toBeNull();
  });
});

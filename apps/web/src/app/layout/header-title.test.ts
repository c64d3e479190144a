import { describe, expect, it } from 'vitest';
import { headerTitleFor } from './header-title';

describe('headerTitleFor', () => {
  it('names the three titled paths', () => {
    expect(headerTitleFor('/')).toBe('Dashboard');
    expect(headerTitleFor('/application')).toBe('Application');
    expect(headerTitleFor('/settings')).toBe('Settings');
    expect(headerTitleFor('/settings/')).toBe('Settings');
  });

  it('leaves every other path without a title', () => {
    for (const path of ['/chats', '/claim-status', '/tips&tricks', '/vedio', '/settings/extra']) expect(headerTitleFor(path)).toBe('');
  });
});

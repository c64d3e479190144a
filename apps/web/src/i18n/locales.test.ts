import { describe, expect, it } from 'vitest';
import { ACCOUNT_LANGUAGES, DEFAULT_ACCOUNT_LANGUAGE } from '@benji/shared';
import { DEFAULT_LOCALE, SUPPORTED_LOCALES } from './locales';

describe('the locales', () => {
  it('are the languages an account can have, with the same default', () => {
    expect([...SUPPORTED_LOCALES].sort()).toEqual([...ACCOUNT_LANGUAGES].sort());
    expect(DEFAULT_LOCALE).toBe(DEFAULT_ACCOUNT_LANGUAGE);
  });
});

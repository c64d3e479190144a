import { describe, expect, it } from 'vitest';
import { detectLocale, localeForLanguage, matchLocale } from './detect-locale';

describe('matching a browser language to a supported locale', () => {
  it.each([
    ['en-US', 'en-US'],
    ['en-CA', 'en-CA'],
    ['fr-CA', 'fr-CA'],
    ['es-US', 'es-US'],
    ['fr', 'fr-CA'],
    ['fr-FR', 'fr-CA'],
    ['es', 'es-US'],
    ['es-MX', 'es-US'],
    ['en', 'en-US'],
    ['en-GB', 'en-US'],
    ['EN-ca', 'en-CA'],
    ['fr_CA', 'fr-CA'],
  ])('reads %s as %s', (tag, locale) => {
    expect(matchLocale(tag)).toBe(locale);
  });

  it.each(['de-DE', 'pt-BR', 'zh', ''])('has nothing for %j', (tag) => {
    expect(matchLocale(tag)).toBeNull();
  });
});

describe('the start language', () => {
  it('is the saved choice above all', () => {
    expect(detectLocale('es-US', ['fr-CA', 'en-US'])).toBe('es-US');
  });

  it('is else the first browser language we support, in the browser order', () => {
    expect(detectLocale(null, ['de-DE', 'fr-BE', 'en-US'])).toBe('fr-CA');
    expect(detectLocale(null, ['en-CA', 'fr-CA'])).toBe('en-CA');
  });

  it('is else American English', () => {
    expect(detectLocale(null, ['de-DE', 'ja'])).toBe('en-US');
    expect(detectLocale(null, [])).toBe('en-US');
  });
});

describe('the locale of a language picked in the switch', () => {
  it("keeps the browser's region when we support it", () => {
    expect(localeForLanguage('en', ['en-CA', 'fr-CA'])).toBe('en-CA');
  });

  it("is else the language's own locale", () => {
    expect(localeForLanguage('fr', ['en-US'])).toBe('fr-CA');
    expect(localeForLanguage('es', [])).toBe('es-US');
    expect(localeForLanguage('en', ['fr-CA'])).toBe('en-US');
  });
});

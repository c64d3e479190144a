import { describe, expect, it } from 'vitest';
import { localeOfPath, pageOfPath, pathInLocale } from './localized-paths';

describe('the pages with an address per language', () => {
  it('read the language from the prefix of a localized page only', () => {
    expect(localeOfPath('/fr/home')).toBe('fr-CA');
    expect(localeOfPath('/es/login/')).toBe('es-US');
    expect(localeOfPath('/home')).toBeNull();
    expect(localeOfPath('/fr/chats')).toBeNull();
    expect(localeOfPath('/de/home')).toBeNull();
  });

  it('name the page a path shows, in any of its languages', () => {
    expect(pageOfPath('/es/login')).toBe('/login');
    expect(pageOfPath('/home/')).toBe('/home');
    expect(pageOfPath('/fr/signup')).toBeNull();
    expect(pageOfPath('/chats')).toBeNull();
  });

  it('give French and Spanish their prefix, and every English the bare page', () => {
    expect(pathInLocale('/home', 'fr-CA')).toBe('/fr/home');
    expect(pathInLocale('/login', 'es-US')).toBe('/es/login');
    expect(pathInLocale('/login', 'en-CA')).toBe('/login');
    expect(pathInLocale('/home', 'en')).toBe('/home');
  });
});

import { describe, expect, it } from 'vitest';
import type { Messages } from './catalogues/en';

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Every message of a catalogue by its full key ("landing:hero.title"), plural forms as they are stored. */
function flatten(catalogue: Record<string, Messages>): Map<string, string> {
  const entries = new Map<string, string>();
  const walk = (prefix: string, messages: Messages) => {
    for (const [key, value] of Object.entries(messages)) {
      if (typeof value === 'string') entries.set(`${prefix}${key}`, value);
      else walk(`${prefix}${key}.`, value);
    }
  };
  for (const [namespace, messages] of Object.entries(catalogue)) walk(`${namespace}:`, messages);
  return entries;
}

/** Keys as the code asks for them: a plural's forms are one key. */
const baseKeys = (entries: Map<string, string>) => new Set([...entries.keys()].map((key) => key.replace(PLURAL_SUFFIX, '')));
const pluralKeys = (entries: Map<string, string>) =>
  new Set([...entries.keys()].filter((key) => PLURAL_SUFFIX.test(key)).map((key) => key.replace(PLURAL_SUFFIX, '')));
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}|<(\/?[a-zA-Z]+)>/g)].map((match) => match[1] ?? match[2]).sort();

// Every namespace file of every language, bundled (common) and deferred (deferred-catalogues.ts)
// alike: a namespace file missing in a language fails the key comparison below.
const files = import.meta.glob<Messages>('./catalogues/*/*.json', { eager: true, import: 'default' });

/** A language's namespaces, named as the code names them: landing-more.json is landingMore. */
function catalogueOf(locale: string): Record<string, Messages> {
  const catalogue: Record<string, Messages> = {};
  for (const [path, messages] of Object.entries(files)) {
    const [, folder, file] = /\/catalogues\/([^/]+)\/([^/]+)\.json$/.exec(path)!;
    if (folder === locale) catalogue[file!.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase())] = messages;
  }
  return catalogue;
}

const english = flatten(catalogueOf('en'));
const translations = [
  ['fr-CA', flatten(catalogueOf('fr-CA'))],
  ['es-US', flatten(catalogueOf('es-US'))],
] as const;

describe('the catalogues', () => {
  it('are found, every namespace of English', () => {
    expect(Object.keys(catalogueOf('en')).sort()).toEqual(
      [
        'auth',
        'chat',
        'checkout',
        'claims',
        'common',
        'dashboard',
        'dialogs',
        'errors',
        'frame',
        'inventory',
        'landing',
        'landingMore',
        'legal',
        'money',
        'passwordReset',
        'player',
        'savedMessages',
        'settings',
        'templates',
        'tips',
        'video',
      ].sort(),
    );
  });

  it('have no empty message in English', () => {
    expect([...english].filter(([, text]) => !text.trim())).toEqual([]);
  });

  it('give English every plural form its rules use', () => {
    const categories = new Intl.PluralRules('en-US').resolvedOptions().pluralCategories;
    for (const key of pluralKeys(english))
      for (const category of categories) expect(english.has(`${key}_${category}`), `${key}_${category}`).toBe(true);
  });

  describe.each(translations)('%s', (locale, messages) => {
    it('has every English key, and no key English lacks', () => {
      expect([...baseKeys(messages)].sort()).toEqual([...baseKeys(english)].sort());
    });

    it('has no empty message', () => {
      expect([...messages].filter(([, text]) => !text.trim())).toEqual([]);
    });

    it('makes plural what English makes plural, with every form its plural rules use', () => {
      expect([...pluralKeys(messages)].sort()).toEqual([...pluralKeys(english)].sort());
      const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
      for (const key of pluralKeys(english))
        for (const category of categories) expect(messages.has(`${key}_${category}`), `${key}_${category}`).toBe(true);
    });

    it('keeps the same placeholders and tags as English in every message', () => {
      for (const [key, text] of messages) {
        const source = english.get(key) ?? english.get(key.replace(PLURAL_SUFFIX, '_other'));
        expect(placeholders(text), key).toEqual(placeholders(source ?? ''));
      }
    });
  });
});

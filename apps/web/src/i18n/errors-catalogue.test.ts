import { MESSAGE_CODES, englishMessage, messageParam, type MessageArgs, type MessageCode } from '@benji/shared';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { Messages } from './catalogues/en';
import en from './catalogues/en/errors.json';
import esUS from './catalogues/es-US/errors.json';
import frCA from './catalogues/fr-CA/errors.json';

const CATALOGUES = { en, 'fr-CA': frCA, 'es-US': esUS } as const;

/** The keys a code's translation takes in a language: its plural forms, or one per choice. */
function keysOf(code: MessageCode, locale: keyof typeof CATALOGUES): string[] {
  const param = messageParam(code);
  if (param?.kind === 'choice') return param.values.map((value) => `${code}_${value}`);
  if (param?.name === 'count')
    return new Intl.PluralRules(locale === 'en' ? 'en-US' : locale).resolvedOptions().pluralCategories.map((form) => `${code}_${form}`);
  return [code];
}

function flatten(messages: Messages, prefix = ''): Map<string, string> {
  return new Map(
    Object.entries(messages).flatMap(([key, value]) =>
      typeof value === 'string' ? [[`${prefix}${key}`, value] as const] : [...flatten(value, `${prefix}${key}.`)],
    ),
  );
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)[^}]*\}\}/g)].map((match) => match[1]).sort();

function samples(code: MessageCode): MessageArgs[] {
  const param = messageParam(code);
  if (!param) return [{}];
  if (param.kind === 'choice') return param.values.map((value) => ({ context: value }));
  if (param.kind === 'text') return [{ [param.name]: '2026-03-14' }];
  if (param.kind === 'list') return [{ [param.name]: 'name, unit_cost' }];
  return [1, 2, 15, 12_500].map((value) => ({ [param.name]: value }));
}

describe('the errors catalogue', () => {
  describe.each(Object.keys(CATALOGUES) as Array<keyof typeof CATALOGUES>)('%s', (locale) => {
    const messages = flatten(CATALOGUES[locale]);

    it('translates every message of the registry, and nothing else', () => {
      const expected = MESSAGE_CODES.flatMap((code) => keysOf(code, locale));
      expect([...messages.keys()].sort()).toEqual(expected.sort());
    });

    it('keeps each templated message’s argument, and adds none', () => {
      for (const code of MESSAGE_CODES) {
        const param = messageParam(code);
        const expected = param && param.kind !== 'choice' ? [param.name] : [];
        for (const key of keysOf(code, locale)) expect(placeholders(messages.get(key) ?? ''), key).toEqual(expected);
      }
    });
  });

  it('says in English exactly what the server says', () => {
    const t = i18next.createInstance();
    void t.init({
      lng: 'en-US',
      fallbackLng: 'en',
      resources: { en: { errors: en } },
      initAsync: false,
      interpolation: { escapeValue: false },
    });
    for (const code of MESSAGE_CODES)
      for (const args of samples(code)) expect(t.t(`errors:${code}`, args), code).toBe(englishMessage(code, args));
  });
});

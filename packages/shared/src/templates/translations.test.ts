import { describe, expect, it } from 'vitest';
import { LETTER_TEMPLATES_BY_LANGUAGE } from './by-language';
import { LETTER_TEMPLATES } from './catalog';
import { blanksNamedIn } from './blank-names';
import { fillPlaceholders, listPlaceholders } from './fill';
import { templateLanguageOf } from './languages';
import { recordValues } from './record-values';
import { searchTemplates } from './search';
import type { LetterTemplate } from './types';

const TRANSLATIONS = [
  ['fr-CA', LETTER_TEMPLATES_BY_LANGUAGE['fr-CA']],
  ['es-US', LETTER_TEMPLATES_BY_LANGUAGE['es-US']],
] as const;

// The vocabulary's keys a text's blanks stand for, whatever language names them.
const keys = (text: string) =>
  [...new Set(fillPlaceholders(text, {}).segments.flatMap((segment) => (segment.placeholder ? [segment.placeholder] : [])))].sort();
const withoutPlaceholders = (text: string) => text.replace(/\[[^[\]\n]+\]/g, ' ');
const lines = (text: string) =>
  withoutPlaceholders(text)
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => /\p{L}{3}/u.test(line));
// Words every English letter is full of and no French or Spanish sentence has.
const ENGLISH = /\b(the|and|please|your|thank|with|for|this|that|which|have|would)\b/i;

describe.each(TRANSLATIONS)('letter templates in %s', (language, templates) => {
  const english = (id: string) => LETTER_TEMPLATES.find((template) => template.id === id)!;

  it('are the 20 English ones: same ids, order, categories and dates', () => {
    expect(templates.map(({ id, category, lastUpdated }) => ({ id, category, lastUpdated }))).toEqual(
      LETTER_TEMPLATES.map(({ id, category, lastUpdated }) => ({ id, category, lastUpdated })),
    );
    expect(new Set(templates.map((template) => template.title)).size).toBe(20);
  });

  it('keep exactly the English placeholders, each under the language’s name, in the subject and in the body', () => {
    for (const template of templates) {
      const source = english(template.id);
      expect(keys(template.fullContent.subject), template.id).toEqual(keys(source.fullContent.subject));
      expect(keys(template.fullContent.body), template.id).toEqual(keys(source.fullContent.body));
      const names = listPlaceholders(`${template.fullContent.subject}\n${template.fullContent.body}`);
      expect(
        names.filter((name) => blanksNamedIn(`[${name}]`, language) !== `[${name}]`),
        template.id,
      ).toEqual([]);
    }
  });

  it('are filled from the same values as the English ones', () => {
    const filled = fillPlaceholders(templates[0]!.fullContent.subject, {
      'Claim Number': 'CL-1',
      'Policy Number': 'HO-1',
      'Date of Loss': 'x',
    });
    expect(filled.unfilled).toEqual([]);
  });

  it('are written in the language: no English title, preview, subject, sentence or word left', () => {
    for (const template of templates) {
      const source = english(template.id);
      const texts = (t: LetterTemplate) => [t.title, t.preview, t.fullContent.subject, t.fullContent.body];
      texts(template).forEach((text, index) => expect(text, template.id).not.toBe(texts(source)[index]));
      const englishLines = new Set(lines(source.fullContent.body));
      expect(
        lines(template.fullContent.body).filter((line) => englishLines.has(line)),
        template.id,
      ).toEqual([]);
      for (const text of texts(template)) expect(withoutPlaceholders(text), template.id).not.toMatch(ENGLISH);
    }
  });

  it('share the English letters’ frame: dated, a one-line subject, signed with the e-mail address', () => {
    for (const template of templates) {
      expect(template.fullContent.subject, template.id).not.toMatch(/\n/);
      expect(template.preview.length, template.id).toBeGreaterThan(20);
      expect(template.fullContent.body.startsWith(`${blanksNamedIn('[Date]', language)}\n`), template.id).toBe(true);
      expect(template.fullContent.body.endsWith(` ${blanksNamedIn('[Your Email]', language)}`), template.id).toBe(true);
      expect(template.fullContent.body, template.id).not.toMatch(/undefined|\n{3,}|[ \t]\n|<\/?[a-z]+>|\*\*/);
    }
  });
});

describe('searching the templates in French and Spanish', () => {
  const search = (language: 'fr-CA' | 'es-US', text: string) =>
    searchTemplates(LETTER_TEMPLATES_BY_LANGUAGE[language], { search: text }).map((template) => template.id);

  it('finds the words of the language, with or without their accents', () => {
    expect(search('fr-CA', 'superviseur')).toEqual(['escalation-to-supervisor']);
    expect(search('fr-CA', 'echeancier')).toEqual(['request-for-timeline']);
    expect(search('es-US', 'código denegación')).toEqual(['request-explanation-of-denial-code']);
    expect(search('es-US', 'codigo denegacion')).toEqual(['request-explanation-of-denial-code']);
  });

  it('matches the category by the name the reader sees', () => {
    const names = { Submission: 'Soumission', 'Follow-Up': 'Suivi', Negotiation: 'Négociation', Closure: 'Fermeture', Policy: 'Police' };
    const found = searchTemplates(LETTER_TEMPLATES_BY_LANGUAGE['fr-CA'], { search: 'negociation', categoryLabel: (c) => names[c] });
    expect(found.map((template) => template.category)).toEqual(['Negotiation', 'Negotiation', 'Negotiation']);
  });
});

describe('filling a letter in French and Spanish', () => {
  const record = {
    claim: {
      insurance_company_name: 'Mutuelle Érable',
      policy_number: 'HO-448812',
      date_of_incident: '2026-01-03',
      city_of_incident: 'Laval',
      region: 'QC',
      country_of_incident: 'Canada',
      type_of_claim: 'House Fire',
      description: 'Kitchen fire.',
    },
    diary: [
      {
        id: 'e1',
        occurred_on: '2026-02-20',
        kind: 'offer_received' as const,
        direction: 'from_insurer' as const,
        channel: 'email' as const,
        summary: 'Offer of $9,800 for the kitchen.',
      },
    ],
    today: '2026-03-02',
  };

  it('writes the dates and sums the way the language does, and English as before', () => {
    const pick = ({ Date, 'Date of Loss': loss, 'Offer Amount': offer, 'Offer Date': on }: ReturnType<typeof recordValues>) => [
      Date,
      loss,
      offer,
      on,
    ];
    expect(pick(recordValues(record))).toEqual(['March 2, 2026', 'January 3, 2026', '$9,800', 'February 20, 2026']);
    expect(pick(recordValues({ ...record, language: 'fr-CA' }))).toEqual([
      '2 mars 2026',
      '3 janvier 2026',
      '9\u00a0800\u00a0$',
      '20 février 2026',
    ]);
    expect(pick(recordValues({ ...record, language: 'es-US' }))).toEqual([
      '2 de marzo de 2026',
      '3 de enero de 2026',
      '$9,800',
      '20 de febrero de 2026',
    ]);
  });

  it('writes the first of the month as French does', () => {
    expect(recordValues({ today: '2026-10-01', language: 'fr-CA' }).Date).toBe('1er octobre 2026');
    expect(recordValues({ today: '2026-10-11', language: 'fr-CA' }).Date).toBe('11 octobre 2026');
  });

  it('knows the letters’ language from the reader’s locale', () => {
    expect(['en-US', 'en-CA', 'en-XA', 'fr-CA', 'fr', 'es-US', 'es-MX'].map(templateLanguageOf)).toEqual([
      'en',
      'en',
      'en',
      'fr-CA',
      'fr-CA',
      'es-US',
      'es-US',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import type { Messages } from './catalogues/en';

// Every English key against the code that reads it: a key no code asks for is a message nobody
// sees (and translators keep paying for). Keys are found as the code writes them: a literal
// ('landing:hero.title', t('hero.title')), a template whose ${…} parts each stand for one
// segment (t(`progress.step.${key}.label`)), or a parent read whole. Missing keys need no test here: t() is typed
// against the English catalogue (i18next.d.ts) and catalogue-completeness.test.ts holds French and
// Spanish to the same keys.
const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../test/**'], {
  eager: true,
  query: '?raw',
  import: 'default',
});
const catalogues = import.meta.glob<Messages>('./catalogues/en/*.json', { eager: true, import: 'default' });

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function keysOf(messages: Messages, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`.replace(PLURAL_SUFFIX, '')] : keysOf(value, `${prefix}${key}.`),
  );
}

const code = Object.values(sources).join('\n');
/** Every quoted string and template literal of the code, the latter as a pattern of its segments. */
const literals = new Set([...code.matchAll(/'([^'\n]+)'|"([^"\n]+)"/g)].map((match) => match[1] ?? match[2]));
// A template with no word of its own (`${namespace}:${key}`) could be any key: it says nothing.
const templates = [...code.matchAll(/`([^`\n]*\$\{[^`\n]*)`/g)]
  .map(([, template]) => template!.split(/\$\{[^}]*\}/))
  .filter((parts) => parts.some((part) => /\w/.test(part)))
  .map((parts) => new RegExp(`^(?:\\w+:)?${parts.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('[^.]+')}$`));

const asked = (namespace: string, key: string) =>
  literals.has(key) ||
  literals.has(`${namespace}:${key}`) ||
  templates.some((pattern) => pattern.test(key) || pattern.test(`${namespace}:${key}`));

/**
 * Asked for itself, or with a parent read whole (t(`plans.${id}.features`, { returnObjects: true })).
 * A parent counts only from two segments down: a one-word literal ('hero') is too often something else.
 */
function isUsed(namespace: string, key: string): boolean {
  const segments = key.split('.');
  return segments.some(
    (_, index) => (index === segments.length - 1 || index > 0) && asked(namespace, segments.slice(0, index + 1).join('.')),
  );
}

describe('the English catalogue', () => {
  it('has no key the code never asks for', () => {
    const unused = Object.entries(catalogues).flatMap(([path, messages]) => {
      const namespace = /\/([^/]+)\.json$/.exec(path)![1]!.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
      // The server's messages are asked for by their code (`errors:${code}`): errors-catalogue.test.ts
      // holds that catalogue to @benji/shared's registry, key for key.
      if (namespace === 'errors') return [];
      return keysOf(messages)
        .filter((key) => !isUsed(namespace, key))
        .map((key) => `${namespace}:${key}`);
    });
    expect(unused).toEqual([]);
  });
});

import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEADLINE_RULES } from './rules';
import { deadlinesDoc } from './rules-doc';

const DOC = fileURLToPath(new URL('../../../../docs/deadlines.md', import.meta.url));

describe('docs/deadlines.md', () => {
  const generated = deadlinesDoc();
  if (process.env.UPDATE_DEADLINES_DOC === '1') writeFileSync(DOC, generated);

  it('is the page generated from the rule table (regenerate with UPDATE_DEADLINES_DOC=1)', () => {
    expect(existsSync(DOC)).toBe(true);
    expect(readFileSync(DOC, 'utf8')).toBe(generated);
  });

  it('lists every rule with its citation and checked date', () => {
    for (const rule of DEADLINE_RULES) {
      expect(generated).toContain(rule.citation.replace(/\|/g, '\\|'));
      expect(generated).toContain(rule.checkedOn);
    }
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { decidePolicyQuestion } from '../../../src/assistant/policy/decide';
import { policyAnswerText } from '../../../src/assistant/policy/policy-answer';
import type { Passage } from '../../../src/assistant/retrieval/chunk-pages';
import { NOT_LEGAL_ADVICE } from '../../../src/assistant/providers/offline/format';
import { ask } from './fixtures/ask';
import { HOMEOWNERS_PAGES } from './fixtures/homeowners-policy';
import { passagesOf } from './fixtures/running-pages';

const SOURCE = { policyFilename: 'maple-home.pdf', pageCount: 7 };

let policy: Passage[];
beforeAll(async () => {
  policy = await passagesOf(HOMEOWNERS_PAGES);
});

describe('policyAnswerText', () => {
  it('opens with the verdict in bold, quotes the deciding passages with page and type, then what to confirm in writing', () => {
    const reply = policyAnswerText(ask(policy, 'Is mold covered?'), SOURCE);
    const parts = reply.split('\n\n');
    expect(parts[0]).toMatch(/^\*\*Mold appears excluded, except .*\(pages 4 and 6\)\.\*\*$/);
    expect(parts[1]).toBe('From your policy (maple-home.pdf):');
    expect(parts[2]).toMatch(
      /^\*\*Page 6 — Section I – Exclusions \(exception to an exclusion\):\*\*\n“e\. Fungi, wet or dry rot, or bacteria\. This exclusion does not apply/,
    );
    expect(parts[3]).toMatch(
      /^\*\*Page 4 — Additional Coverages \(limit\):\*\*\n“Fungi, Wet Or Dry Rot, Or Bacteria\. The most we will pay/,
    );
    expect(parts[4]).toMatch(/^\*\*Page 2 — Definitions \(definition\):\*\*\n“"Fungi" means/);
    expect(parts[5]).toMatch(/^Ask your adjuster to confirm in writing:\n• .+\n• .+/);
    expect(parts.at(-1)).toBe(NOT_LEGAL_ADVICE);
  });

  it('says plainly when nothing in the policy is about the question, and quotes nothing', () => {
    const reply = policyAnswerText(ask(policy, "Is my dog's vet bill covered?"), SOURCE);
    expect(reply).toMatch(
      /^\*\*I could not find anything about your dog's vet bill in your policy\.\*\*\n\nI searched your policy \(maple-home\.pdf\), all 7 pages, and found no passage about that\./,
    );
    expect(reply).not.toContain('**Page');
    expect(reply).toContain('Ask your adjuster to confirm in writing:\n• Which part of my policy, if any, covers your dog');
  });

  it('uses only the chat’s markup: bold, line breaks and bullets', () => {
    for (const question of [
      'Is my $6,800 ring covered?',
      'Is sewer backup covered?',
      'What is my deductible?',
      'My kitchen sink has been leaking. Is it covered?',
    ]) {
      const reply = policyAnswerText(ask(policy, question), { policyFilename: null, pageCount: null });
      expect(reply.replace(/\*\*[^*]+\*\*/g, '')).not.toMatch(/[*#_`>]|^\s*[-+] /m);
      expect(reply).toContain('your policy');
    }
  });

  it('reads passages that come without a clause type or relevance, as older callers send them', () => {
    const passages = [
      { page: 3, text: 'Special Limits of Liability\nd. $1,500 for loss by theft of jewelry, watches and furs.', score: 2 },
    ];
    const finding = decidePolicyQuestion({ question: 'Is my $6,800 ring covered?', passages, amountsInQuestion: [6800] });
    expect(finding).toMatchObject({ verdict: 'limited', deciding: [{ page: 3, clause: 'limit', heading: 'Special Limits of Liability' }] });
  });
});

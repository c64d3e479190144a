import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CASES } from '../../eval/assistant/cases';
import { HELD_OUT_CASES } from '../../eval/assistant/held-out/questions';
import { POLICY_PAIRS } from '../../eval/assistant/policy-pairs/pairs';
import { scoreExpectations } from '../../eval/assistant/scoring/expectations';
import { falsePremiseLetters } from '../../eval/assistant/scoring/premises';
import { figuresOutOfRole } from '../../eval/assistant/scoring/roles';
import type { EvalCase, Expectations } from '../../eval/assistant/types';

// The evaluation measures the assistant only while the assistant has never seen its questions. A
// rule written for one of them would pass it and nothing else, so no run of six words from any
// question, of either set, may appear in the code, its data or its tests.

const RUN = 6;
const REPO = fileURLToPath(new URL('../../../../', import.meta.url));
const SCANNED = ['apps/server/src', 'apps/server/test', 'apps/server/scripts', 'packages/shared/src'];
// A saved network holds stems, not sentences; everything else a person or a script wrote is read.
const TEXT_FILE = /\.(?:ts|tsx|mjs|js|json|md|txt)$/;
const NOT_TEXT = /\.model\.json$/;

/** Lower case, accents and apostrophes dropped, anything else a separator: "Don't" and "dont" are one word. */
const wordsOf = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/** Runs within one sentence or one string: the end of one list entry and the start of the next are no run. */
const SEGMENT_END = /[\n"“”«».?!;]+/;

function runsOf(text: string): string[] {
  return text.split(SEGMENT_END).flatMap((segment) => {
    const words = wordsOf(segment);
    return words.slice(0, Math.max(0, words.length - RUN + 1)).map((_, at) => words.slice(at, at + RUN).join(' '));
  });
}

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(path);
    return TEXT_FILE.test(entry.name) && !NOT_TEXT.test(entry.name) ? [path] : [];
  });
}

const questionTexts = (cases: readonly EvalCase[]) =>
  cases.flatMap((evalCase) =>
    evalCase.questions.flatMap((question) => (typeof question.ask === 'string' ? [question.ask] : [...question.ask])),
  );

describe('the evaluation stays unseen', () => {
  it('no six-word run of an evaluation question appears in the server, its tests and scripts, or the shared package', () => {
    const questionRuns = new Set(
      [...questionTexts(CASES), ...questionTexts(HELD_OUT_CASES), ...POLICY_PAIRS.map((pair) => pair.question)].flatMap(runsOf),
    );
    expect(questionRuns.size).toBeGreaterThan(1000);
    const found = SCANNED.flatMap((folder) => filesUnder(join(REPO, folder))).flatMap((file) => {
      const shared = runsOf(readFileSync(file, 'utf8')).filter((run) => questionRuns.has(run));
      // The file and how many runs, never the words: the held-out set is read by its totals only.
      return shared.length > 0 ? [`${relative(REPO, file)}: ${shared.length} run(s)`] : [];
    });
    expect(found).toEqual([]);
  });

  it('the held-out set is the one committed with its hash', () => {
    const folder = fileURLToPath(new URL('../../eval/assistant/held-out/', import.meta.url));
    const recorded = readFileSync(join(folder, 'HASH'), 'utf8').trim().split('\n');
    expect(recorded.length).toBeGreaterThanOrEqual(2);
    for (const line of recorded) {
      const [hash, name] = line.trim().split(/\s+/);
      expect(
        createHash('sha256')
          .update(readFileSync(join(folder, name!)))
          .digest('hex'),
        name,
      ).toBe(hash);
    }
  });
});

describe('scoring', () => {
  const expect_: Expectations = {
    includesAny: [
      ['depreciation', 'held back'],
      ['receipts', 'invoice'],
    ],
    excludes: ['guaranteed'],
  };
  const answer = 'The insurer held back the depreciation. Send the contractor invoice and the receipts to release it.';
  const filler = Array.from({ length: 500 }, (_, at) => `clause${at}`).join(' ');
  const everything = `${filler} depreciation held back receipts invoice appraisal deadline regulator supervisor`;

  it('a reply that mentions everything scores below one that answers', () => {
    const passed = (reply: string) => scoreExpectations(reply, expect_, 'depreciation').filter((item) => item.passed).length;
    expect(passed(answer)).toBe(4);
    expect(passed(everything)).toBeLessThan(passed(answer));
    expect(passed(`${answer} ${filler}`)).toBeLessThan(passed(answer));
  });

  it('what a reply must not say counts wherever it says it', () => {
    const items = scoreExpectations(`${answer} ${filler} It is guaranteed.`, expect_, 'depreciation');
    expect(items.find((item) => item.kind === 'excludes')?.passed).toBe(false);
  });
});

describe('the figure-role check', () => {
  const known = { offer: new Set([24_600_00]), payment: new Set<number>() };

  it('passes the offer on record stated as the offer', () => {
    expect(figuresOutOfRole('I have received your offer of $24,600 for my truck.', known)).toEqual([]);
  });

  it('fails a real figure of another role stated as the offer, and a payment nobody recorded', () => {
    expect(figuresOutOfRole('Dispute — built on your offer of $31,900.', known)).toEqual(['offer $31,900']);
    expect(figuresOutOfRole('Thank you: you paid me $24,600 on March 2.', known)).toEqual(['payment $24,600']);
  });
});

describe('the letter checks read French and Spanish letters too', () => {
  const fill = { unknown: ['Reasons for Disagreement'], known: ['Claim Number'] };
  const passed = (reply: string) =>
    scoreExpectations(reply, { fillBeforeSending: fill }, 'status_update').find((item) => item.kind === 'fillBeforeSending')?.passed;

  it('finds the list of blanks under its French or Spanish heading', () => {
    expect(passed('Lettre.\n\n**À remplir avant l’envoi :** [Reasons for Disagreement].')).toBe(true);
    expect(passed('Carta.\n\n**Complete antes de enviar:** [Reasons for Disagreement].')).toBe(true);
    expect(passed('Carta.\n\n**Complete antes de enviar:** [Claim Number], [Reasons for Disagreement].')).toBe(false);
  });

  it('catches a false-premise letter by its translated title or subject', () => {
    expect(falsePremiseLetters('**Contestation d’un refus définitif**, remplie avec vos renseignements', new Set())).toEqual([
      'Dispute Final Denial',
    ]);
    expect(falsePremiseLetters('Asunto: Pago recibido - Reclamo X-1', new Set(['payment']))).toEqual([]);
    expect(falsePremiseLetters('Asunto: Pago recibido - Reclamo X-1', new Set())).toHaveLength(1);
  });
});

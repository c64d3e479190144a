import { beforeAll, describe, expect, it } from 'vitest';
import type { Passage } from '../../../src/assistant/retrieval/chunk-pages';
import { AUTO_PAGES } from './fixtures/auto-policy';
import { ask, where } from './fixtures/ask';
import { passagesOf } from './fixtures/running-pages';

let policy: Passage[];
beforeAll(async () => {
  policy = await passagesOf(AUTO_PAGES);
});

describe('auto policy', () => {
  it('covers a rental car while the car is repaired, up to the daily and total amounts on the declarations', () => {
    const finding = ask(policy, 'Am I covered for a rental car while my car is being repaired?');
    expect(finding.verdict).toBe('limited');
    expect(finding.sentence).toBe(
      'A rental car while your car is being repaired appears covered up to $40 per day, at most $1,200 under Rental Reimbursement (pages 1 and 3).',
    );
    expect(where(finding)).toEqual(['p3 insuring_agreement', 'p1 limit']);
  });

  it('excludes belongings stolen from the car, and points to the home policy', () => {
    const finding = ask(policy, 'My laptop was stolen from my car. Is it covered?');
    expect(finding.verdict).toBe('excluded');
    expect(finding.sentence).toMatch(
      /^If your laptop was stolen from your car, it appears excluded: your policy does not cover “loss to personal property in your covered auto/,
    );
    expect(where(finding)).toEqual(['p4 exclusion']);
    expect(finding.askAdjuster.join(' ')).toMatch(/home, condo or tenant policy/);
  });

  it('picks the collision deductible out of the two', () => {
    const finding = ask(policy, 'What is my collision deductible?');
    expect(finding).toMatchObject({ verdict: 'limited', sentence: 'Your deductible for Part D – Collision appears to be $500 (page 1).' });
  });

  it('covers hail damage to the car under Other Than Collision', () => {
    const finding = ask(policy, 'Is hail damage to my car covered?');
    expect(finding.verdict).toBe('covered');
    expect(finding.sentence).toMatch(/Other Than Collision coverage pays for loss caused by theft or larceny, fire, hail/);
  });

  it('excludes a crash while carrying a paying passenger', () => {
    const finding = ask(policy, 'I drive for Uber. Am I covered if I crash with a passenger?');
    expect(finding.verdict).toBe('excluded');
    expect(finding.sentence).toMatch(/^If you crash with a passenger, it appears excluded: .*public or livery conveyance/);
  });

  it("reads a question full of the user's own names (their adjuster, their car, their shop) as asked about its topic", () => {
    const question = 'kevin says no, but do I get a rental while the outback sits at crowfoot? how much per day';
    const records = 'My 2019 Subaru Outback was rear-ended. Kevin Tran is the adjuster. Repairs at Crowfoot Collision.';
    // Without the records the names are read as the subject: no passage speaks of enough of it, and
    // the clause-by-clause reading finds only the rental's daily figure, with the value left open.
    expect(ask(policy, question)).toMatchObject({ verdict: 'depends', sentence: expect.stringContaining('$40') });
    expect(ask(policy, question, undefined, records)).toMatchObject({ verdict: 'limited' });
    // A subject the policy does not hold stays the subject, records or not.
    expect(ask(policy, "Is my dog's vet bill covered?", undefined, 'Our dog Kevin was hurt in the crash.').verdict).toBe('not_found');
  });

  it('finds nothing about a vet’s bill', () => {
    expect(ask(policy, "Is my dog's vet bill covered?").verdict).toBe('not_found');
  });
});

import { describe, expect, it } from 'vitest';
import { context, TODAY } from './fixtures/context';
import type { Classifiers, Classifies } from '../../src/assistant/understanding/mentions-records';
import { loadClassifiers } from '../../src/assistant/understanding/saved-models';
import { understand, type Understanding } from '../../src/assistant/understanding/understand';

const jobsOf = (understanding: Understanding) =>
  understanding.kind === 'jobs' ? understanding.requests.map((request) => request.job) : [];

/** The models, each with the texts it was asked to read. */
function counting({ english, glossed }: Classifiers) {
  const asked = { english: [] as string[], glossed: [] as string[] };
  const track = (classifier: Classifies, texts: string[]): Classifies => ({
    classify: (text) => {
      texts.push(text);
      return classifier.classify(text);
    },
  });
  return { asked, classifiers: { english: track(english, asked.english), glossed: track(glossed, asked.glossed) } };
}

describe('the model for French and Spanish messages', () => {
  // Of the kinds the English model misplaces in the corpus's held-back French and Spanish
  // (scripts/language-views.ts): going over the adjuster's head, rent while the house is repaired.
  const misreadByTheEnglishModel = [
    { message: "je veux me plaindre plus haut, l'expert en sinistre ne rappelle jamais", job: 'escalate' },
    { message: 'quiero que me paguen el apartamento donde estamos viviendo mientras arreglan la casa', job: 'living_expenses' },
  ] as const;

  it('places through their gloss what the English model misreads', async () => {
    const classifiers = await loadClassifiers();
    const englishOnly = { english: classifiers.english, glossed: classifiers.english };
    for (const { message, job } of misreadByTheEnglishModel) {
      expect(jobsOf((await understand(classifiers, message, [], context({ today: TODAY }))).understanding), message).toEqual([job]);
      expect(jobsOf((await understand(englishOnly, message, [], context({ today: TODAY }))).understanding), message).not.toEqual([job]);
    }
  });

  it('reads an English message with the English model only, and a French or Spanish one with the glossed model only', async () => {
    const { asked, classifiers } = counting(await loadClassifiers());
    for (const message of [
      'my adjuster has not called back in three weeks, who can I complain to?',
      'what is a holdback? then write to the insurer asking when it gets released',
    ])
      await understand(classifiers, message, [], context({ today: TODAY }));
    expect(asked.english.length).toBeGreaterThan(0);
    expect(asked.glossed).toEqual([]);
    asked.english.length = 0;
    for (const { message } of misreadByTheEnglishModel) await understand(classifiers, message, [], context({ today: TODAY }));
    expect(asked.english).toEqual([]);
    expect(asked.glossed).toHaveLength(misreadByTheEnglishModel.length);
  });
});

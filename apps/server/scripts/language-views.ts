// What the classifier should read of a French or Spanish message: its English gloss, its own words,
// or both (glossed-reading.ts). For each view: trained without the French and Spanish corpus and
// tested on it, then three-fold over that corpus with the English corpus always in training. Only
// the French and Spanish originals are tested, each as the chat would show it to the classifier.
import { corpusHash, IntentClassifier, trainingExamples, type SourcedExample } from '../src/assistant/understanding/classifier';
import { readSavedModel } from '../src/assistant/understanding/saved-models';
import type { ClassifierView } from '../src/assistant/understanding/glossed-reading';

// "original>both": trained on the utterances' own words, tested on gloss and own words.
const VIEWS: readonly string[] = process.argv[2]?.split(',') ?? ['gloss', 'original', 'both'];
const FOLDS = 3;
/** Folds actually tested (a training takes a minute or more): the first alone gives a third held out. */
const TESTED = Number(process.argv[3] ?? FOLDS);
const isTranslated = (example: SourcedExample) => /team-(?:fr|es)$/.test(example.source);
const isOriginal = (example: SourcedExample) => !example.source.startsWith('augmented:');
const groupOf = (example: SourcedExample) => example.origin.split('+')[0]!;

async function accuracy(classifier: IntentClassifier, tests: readonly SourcedExample[]): Promise<Record<string, string>> {
  const tally = new Map<string, { right: number; total: number }>();
  for (const example of tests) {
    const [best] = await classifier.rank(example.utterance);
    for (const key of [example.source, 'all']) {
      const entry = tally.get(key) ?? { right: 0, total: 0 };
      entry.total += 1;
      if (best?.job === example.job) entry.right += 1;
      tally.set(key, entry);
    }
  }
  return Object.fromEntries([...tally].map(([key, { right, total }]) => [key, `${((100 * right) / total).toFixed(1)}% of ${total}`]));
}

const english = trainingExamples('both', true).filter((example) => !isTranslated(example));
const saved = readSavedModel('english');
const without =
  saved?.corpusHash === corpusHash(english) ? IntentClassifier.fromJSON(saved.model, english) : await IntentClassifier.train(english);
for (const view of VIEWS) {
  const [trained, tested = trained] = view.split('>') as [ClassifierView, ClassifierView?];
  const examples = trainingExamples(trained, true);
  const translated = examples.filter(isTranslated);
  const asTested = new Map(
    trainingExamples(tested, true)
      .filter(isTranslated)
      .map((example) => [example.origin, example.utterance]),
  );
  const testedAs = (example: SourcedExample) => ({ ...example, utterance: asTested.get(example.origin) ?? example.utterance });
  console.log(view, 'trained without fr/es:', await accuracy(without, translated.filter(isOriginal).map(testedAs)));
  const groups = [...new Set(translated.map(groupOf))];
  const inFold = (example: SourcedExample, fold: number) => groups.indexOf(groupOf(example)) % FOLDS === fold;
  const classifiers: [IntentClassifier, SourcedExample[]][] = [];
  for (let fold = 0; fold < TESTED; fold += 1) {
    const training = [...english, ...translated.filter((example) => !inFold(example, fold))];
    classifiers.push([
      await IntentClassifier.train(training),
      translated.filter((example) => inFold(example, fold) && isOriginal(example)),
    ]);
  }
  const tally = new Map<string, { right: number; total: number }>();
  for (const [classifier, fold] of classifiers)
    for (const example of fold) {
      const [best] = await classifier.rank(example.utterance);
      for (const key of [example.source, 'all']) {
        const entry = tally.get(key) ?? { right: 0, total: 0 };
        entry.total += 1;
        if (best?.job === example.job) entry.right += 1;
        tally.set(key, entry);
      }
    }
  console.log(
    view,
    `trained with fr/es (${TESTED} of ${FOLDS} folds tested):`,
    Object.fromEntries([...tally].map(([key, { right, total }]) => [key, `${((100 * right) / total).toFixed(1)}% of ${total}`])),
  );
}

// Trains the assistant's two intent classifiers (saved-models.ts): the English one on its corpus
// (corpus/team.json, corpus/harvested.json and their augmented copies, see trainingExamples), the
// glossed one on the same and the team's French and Spanish utterances, read through their
// glosses. Each is saved beside the corpus, so the server loads it in a second instead of training
// at every start. A test fails when a saved model no longer matches its corpus (or, for the
// glossed one, the glossary): run `npm run train:intents` after editing either.
import { statSync, writeFileSync } from 'node:fs';
import { corpusHash, IntentClassifier } from '../src/assistant/understanding/classifier';
import { examplesFor, MODEL_FILES, type Reading, type SavedModel } from '../src/assistant/understanding/saved-models';

for (const reading of Object.keys(MODEL_FILES) as Reading[]) {
  const examples = examplesFor(reading);
  const started = performance.now();
  const classifier = await IntentClassifier.train(examples);
  const saved: SavedModel = { corpusHash: corpusHash(examples), model: classifier.toJSON() };
  const file = MODEL_FILES[reading];
  writeFileSync(file, `${JSON.stringify(saved)}\n`);
  const bySource = new Map<string, number>();
  for (const { source } of examples) bySource.set(source, (bySource.get(source) ?? 0) + 1);
  console.log(
    `${reading}: trained on ${examples.length} utterances (${[...bySource].map(([source, count]) => `${source} ${count}`).join(', ')}) in ${Math.round(performance.now() - started)} ms`,
  );
  console.log(`→ ${file.pathname} (${(statSync(file).size / 1024).toFixed(0)} KB)`);
}

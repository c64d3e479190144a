// Trains the assistant's intent classifier on its corpus (corpus/team.json, corpus/harvested.json
// and their augmented copies, see trainingExamples) and saves the networks beside it, so the server
// loads them in milliseconds instead of training at every start. A test fails when the saved model
// no longer matches the corpus: run `npm run train:intents` after editing it.
import { statSync, writeFileSync } from 'node:fs';
import { corpusHash, IntentClassifier, MODEL_URL, trainingExamples, type SavedModel } from '../src/assistant/understanding/classifier';

const examples = trainingExamples();
const started = performance.now();
const classifier = await IntentClassifier.train(examples);
const saved: SavedModel = { corpusHash: corpusHash(examples), model: classifier.toJSON() };
writeFileSync(MODEL_URL, `${JSON.stringify(saved)}\n`);
const bySource = new Map<string, number>();
for (const { source } of examples) bySource.set(source, (bySource.get(source) ?? 0) + 1);
console.log(
  `trained on ${examples.length} utterances (${[...bySource].map(([source, count]) => `${source} ${count}`).join(', ')}) in ${Math.round(performance.now() - started)} ms`,
);
console.log(`→ ${MODEL_URL.pathname} (${(statSync(MODEL_URL).size / 1024).toFixed(0)} KB)`);

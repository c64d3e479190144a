// Trains the assistant's intent classifier on corpus/en.json and saves the network beside it, so
// the server loads it in milliseconds instead of training at every start. A test fails when the
// saved network no longer matches the corpus: run `npm run train:intents` after editing it.
import { writeFileSync } from 'node:fs';
import { corpusHash, IntentClassifier, MODEL_URL, trainingExamples, type SavedModel } from '../src/assistant/understanding/classifier';

const examples = trainingExamples();
const started = performance.now();
const classifier = await IntentClassifier.train(examples);
const saved: SavedModel = { corpusHash: corpusHash(examples), model: classifier.toJSON() };
writeFileSync(MODEL_URL, `${JSON.stringify(saved)}\n`);
console.log(`trained on ${examples.length} utterances in ${Math.round(performance.now() - started)} ms → ${MODEL_URL.pathname}`);

// npx tsx apps/server/scripts/gate-thresholds.ts
// The off-topic gate's out-of-fold scores: how many claim messages each threshold would turn away,
// and how many general requests it would catch. understand.ts takes its thresholds from this table.
import { IntentClassifier, trainingExamples, type SourcedExample } from '../src/assistant/understanding/classifier';
import { usesAClaimWord } from '../src/assistant/understanding/understand';

const FOLDS = 5;
const examples = trainingExamples();
const originals = examples.filter((example) => !example.source.startsWith('augmented:'));
const foldOf = (example: SourcedExample) => {
  const origin = example.origin.split('+')[0]!;
  let hash = 0;
  for (const char of origin) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % FOLDS;
};
const scored: { offTopic: number; bestJob: number; hand: boolean; claim: boolean }[] = [];
for (let fold = 0; fold < FOLDS; fold += 1) {
  // An augmented copy joins its original's fold; a run-on of two originals is left out of testing.
  const classifier = await IntentClassifier.train(examples.filter((example) => foldOf(example) !== fold));
  for (const example of originals.filter((candidate) => foldOf(candidate) === fold)) {
    const { offTopic, jobs } = await classifier.classify(example.utterance);
    scored.push({
      offTopic,
      bestJob: jobs[0]?.score ?? 0,
      hand: usesAClaimWord(example.utterance),
      claim: example.job !== 'off_topic',
    });
  }
}
const claims = scored.filter((entry) => entry.claim);
const general = scored.filter((entry) => !entry.claim);
console.log(`out-of-fold gate scores: ${claims.length} claim messages, ${general.length} general requests`);
const share = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)}%`;
console.log('gate at or above, and the best claim job under: claim messages turned away / general requests caught');
for (const threshold of [0.3, 0.4, 0.5, 0.6, 0.7, 0.9]) {
  const row = [1.01, 0.95, 0.9, 0.8].map((sure) => {
    const refused = (entry: (typeof scored)[number]) => entry.offTopic >= threshold && entry.bestJob < sure;
    return `job<${sure > 1 ? 'any' : sure}: ${share(claims.filter(refused).length, claims.length)} / ${share(general.filter(refused).length, general.length)}`;
  });
  console.log(`  gate≥${threshold.toFixed(2)}  ${row.join('   ')}`);
}
for (const threshold of [0.3, 0.4, 0.5, 0.6, 0.7, 0.9]) {
  const refused = (entry: (typeof scored)[number]) => entry.offTopic >= threshold && !entry.hand;
  console.log(
    `  gate≥${threshold.toFixed(2)} sparing the claim words of understand.ts: ${share(claims.filter(refused).length, claims.length)} / ${share(general.filter(refused).length, general.length)}`,
  );
}
for (const [high, low] of [
  [0.7, 0.5],
  [0.6, 0.4],
  [0.5, 0.4],
  [0.5, 0.3],
  [0.4, 0.3],
] as const) {
  const refused = (entry: (typeof scored)[number]) =>
    !entry.hand && (entry.offTopic >= high || (entry.offTopic >= low && entry.bestJob < 0.95));
  console.log(
    `  gate≥${high.toFixed(2)}, or gate≥${low.toFixed(2)} with no job at 0.95, sparing the claim words: ${share(claims.filter(refused).length, claims.length)} / ${share(general.filter(refused).length, general.length)}`,
  );
}

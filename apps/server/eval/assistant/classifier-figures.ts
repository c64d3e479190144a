import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

interface CrossValidation {
  accuracy: number;
  perIntent: Record<string, number>;
  /** Accuracy on held-out utterances per source (team, harvested, augmented copies), when reported. */
  perSource?: Record<string, number>;
}

/** Trained on some sources, tested on another (train on team-written text, test on harvested text). */
interface SourceTransfer {
  train: string;
  test: string;
  accuracy: number;
  utterances: number;
  perIntent: Record<string, number>;
}

const MODULE = new URL('../../src/assistant/understanding/cross-validate.ts', import.meta.url);

// Shares may come as fractions or as percentages; both print as percentages.
const percent = (share: number) => `${(share <= 1 ? share * 100 : share).toFixed(1)}%`;

const isCrossValidate = (value: unknown): value is () => Promise<CrossValidation> => typeof value === 'function';
const isBySource = (value: unknown): value is () => Promise<SourceTransfer[]> => typeof value === 'function';

const perJob = (perIntent: Record<string, number>) =>
  Object.entries(perIntent)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([intent, share]) => `  ${intent.padEnd(22)} ${percent(share)}`);

/**
 * The intent classifier's own cross-validation, when it has been built: the evaluation prints it
 * beside the end-to-end figures but never depends on it (the module is looked up at run time).
 */
export async function classifierFigures(): Promise<string> {
  if (!existsSync(fileURLToPath(MODULE))) return 'classifier: not built yet';
  const loaded: Record<string, unknown> = await import(MODULE.href);
  if (!isCrossValidate(loaded.crossValidate)) return 'classifier: not built yet (cross-validate.ts exports no crossValidate)';
  const started = performance.now();
  let figures: CrossValidation;
  let transfers: SourceTransfer[] = [];
  try {
    figures = await loaded.crossValidate();
    if (isBySource(loaded.crossValidateBySource)) transfers = await loaded.crossValidateBySource();
  } catch (error) {
    // The classifier is being built by others; its failure must not hide the evaluation's own figures.
    return `classifier: cross-validation failed: ${(error as Error).message}`;
  }
  const { accuracy, perIntent, perSource } = figures;
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const lines = [`classifier cross-validation: ${percent(accuracy)} overall (${seconds} s)`, ...perJob(perIntent)];
  if (perSource) {
    lines.push('  by source (held-out utterances):');
    for (const [source, share] of Object.entries(perSource)) lines.push(`    ${source.padEnd(24)} ${percent(share)}`);
  }
  for (const { train, test, accuracy: transferAccuracy, utterances, perIntent: transferPerIntent } of transfers) {
    lines.push(
      `classifier trained on ${train}, tested on ${test}: ${percent(transferAccuracy)} of ${utterances}`,
      ...perJob(transferPerIntent),
    );
  }
  return lines.join('\n');
}

import { porterStem } from '../retrieval/stemmer';
import { normalizeForClassifier } from './normalize';

/** Additive smoothing: a word pair never seen with a job makes it unlikely, not impossible. */
const SMOOTHING = 0.5;

/**
 * Stems plus each pair of neighbouring stems, so "how long" and "long list" are told apart. Amounts
 * and other numbers become one word each: "$12,150" says "an amount", not which one.
 */
export function phraseFeatures(text: string): string[] {
  const words = normalizeForClassifier(text)
    .replace(/\$\s?\d[\d,.]*/g, ' amount ')
    .replace(/\d[\d,./-]*/g, ' number ')
    .split(/[^a-z']+/)
    .map((word) => word.replace(/'/g, ''))
    .filter(Boolean)
    .map(porterStem);
  const pairs = words.slice(1).map((word, index) => `${words[index]}_${word}`);
  return [...new Set([...words, ...pairs])];
}

/**
 * Multinomial naive Bayes over stems and stem pairs. The neural classifier sees single stems only
 * and is sure of itself on one strong word; this one weighs word order ("what is the deadline for
 * the appraisal" against "write the appraisal demand"). Trained in milliseconds, so it is never saved.
 * (`natural` has the same classifier but brings MongoDB, Redis and memcached clients with it.)
 */
export class PhraseBayes<Label extends string> {
  private constructor(
    private readonly wordCounts: Map<Label, Map<string, number>>,
    private readonly featureTotals: Map<Label, number>,
    private readonly vocabulary: Set<string>,
  ) {}

  static train<Label extends string>(examples: readonly { utterance: string; job: Label }[]): PhraseBayes<Label> {
    const wordCounts = new Map<Label, Map<string, number>>();
    const featureTotals = new Map<Label, number>();
    const vocabulary = new Set<string>();
    for (const { utterance, job } of examples) {
      const counts = wordCounts.get(job) ?? new Map<string, number>();
      wordCounts.set(job, counts);
      for (const feature of phraseFeatures(utterance)) {
        counts.set(feature, (counts.get(feature) ?? 0) + 1);
        featureTotals.set(job, (featureTotals.get(job) ?? 0) + 1);
        vocabulary.add(feature);
      }
    }
    return new PhraseBayes(wordCounts, featureTotals, vocabulary);
  }

  /** Every job it was trained on, with probabilities that sum to 1, best first; empty when no word was ever seen (uniform priors: the corpus's class sizes say nothing of what users ask most). */
  rank(text: string): { job: Label; score: number }[] {
    const known = phraseFeatures(text).filter((feature) => this.vocabulary.has(feature));
    if (known.length === 0) return [];
    const denominatorExtra = SMOOTHING * this.vocabulary.size;
    const logLikelihoods = [...this.wordCounts].map(([job, counts]) => {
      const denominator = (this.featureTotals.get(job) ?? 0) + denominatorExtra;
      const logLikelihood = known.reduce((sum, feature) => sum + Math.log(((counts.get(feature) ?? 0) + SMOOTHING) / denominator), 0);
      return { job, logLikelihood };
    });
    const top = Math.max(...logLikelihoods.map((entry) => entry.logLikelihood));
    const weights = logLikelihoods.map(({ job, logLikelihood }) => ({ job, weight: Math.exp(logLikelihood - top) }));
    const total = weights.reduce((sum, entry) => sum + entry.weight, 0);
    return weights.map(({ job, weight }) => ({ job, score: weight / total })).sort((a, b) => b.score - a.score);
  }
}

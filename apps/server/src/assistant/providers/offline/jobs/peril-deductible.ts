import type { Facts } from '../../../facts/claim-facts';
import type { RankedPassage } from '../../../retrieval/passage-search';

// A hail or hurricane loss often carries its own deductible, a share of the dwelling limit that can
// be many times the usual one. Whoever asks what a storm claim will pay needs to hear it.

const PERILS = /\b(hail|wind(?:storm)?|hurricane|named storm|earthquake|tornado)\b/gi;

/** The deductible the policy sets for the peril the claim is about, quoted with its page; null when it sets none or the claim names no such peril. */
export function perilDeductibleNote(facts: Facts, passages: readonly RankedPassage[]): string | null {
  const account = `${facts.claim?.typeOfClaim ?? ''} ${facts.claim?.description ?? ''}`;
  const perils = new Set([...account.matchAll(PERILS)].map((match) => match[1]!.toLowerCase().replace(/storm$/, '')));
  if (perils.size === 0) return null;
  for (const passage of passages) {
    for (const segment of passage.text.split(/\n|(?<=[.;])\s+/)) {
      if (!/\bdeductible\b/i.test(segment) || !/\$\s?\d|\d\s?%/.test(segment)) continue;
      const named = [...segment.matchAll(PERILS)].map((match) => match[1]!.toLowerCase().replace(/storm$/, ''));
      if (named.some((peril) => perils.has(peril)))
        return `**Deductible for this loss:** “${segment.trim().replace(/[.;]$/, '')}” (page ${passage.page}).`;
    }
  }
  return null;
}

import type { TCountry } from '@benji/shared';
import { composeReply } from '../../../src/assistant/providers/offline/offline-engine';
import { loadClassifiers } from '../../../src/assistant/understanding/saved-models';
import { understand } from '../../../src/assistant/understanding/understand';
import { claim, context } from '../../../test/assistant/fixtures/context';
import { contains } from '../scoring/items';
import type { Tally } from '../report/summary';
import { POLICY_PAIRS, type PairVerdict, type PolicyPair } from './pairs';

// Each pair's question is asked of the offline engine with the pair's clause as the whole policy,
// the way the chat asks it (understand() with the user's records, then the composer), in process:
// the pairs measure reading a policy, not the HTTP path the other sets already cover.

export interface PairFigures {
  pairs: number;
  /** Replies whose verdict, read from their words, is the pair's. */
  verdicts: Tally;
  byVerdict: Map<PairVerdict, Tally>;
  /** The pairs' "must say" groups. */
  items: Tally;
  /** Replies that say the policy has nothing on the question, though the clause is the whole policy. */
  foundNothing: number;
}

const LOSS_TYPE = { property: 'Basement Flood / Water Damage', auto: 'Collision (Accident)' } as const;
const PLACE: Record<PolicyPair['country'], { country: TCountry; region: string }> = {
  US: { country: 'United States', region: 'OH' },
  CA: { country: 'Canada', region: 'ON' },
};

// Read from the reply's lead (its first paragraph), where an answer gives its verdict, most specific
// first: a "depends" answer often says "covered if". Words further down (a first step "if you
// safely can", a quoted "unless") are not the reply's verdict.
const SAYS_DEPENDS = /\b(depends|it would depend|only if|as long as|provided that|if (?:it|the|you|they|this|that)\b)/i;
const SAYS_NOT_COVERED =
  /\b(not covered|isn't covered|aren't covered|excluded|exclusion applies|doesn't cover|does not cover|won't pay|will not pay|not paid in full|over the limit|up to \$)/i;
const SAYS_COVERED = /\b(is covered|are covered|you're covered|you are covered|covers|would be covered|should be covered)\b/i;
const SAYS_NOTHING = /could not find anything|found no passage|nothing about this/i;

function verdictOf(reply: string): PairVerdict | null {
  const lead = reply.split(/\n\s*\n/)[0] ?? '';
  if (SAYS_DEPENDS.test(lead)) return 'depends';
  if (SAYS_NOT_COVERED.test(lead)) return 'not_covered';
  if (SAYS_COVERED.test(lead)) return 'covered';
  return null;
}

async function replyTo(pair: PolicyPair): Promise<string> {
  const records = context({
    claims: [claim({ typeOfClaim: LOSS_TYPE[pair.line], ...PLACE[pair.country] })],
    passages: [{ page: 1, text: pair.clause, score: 1 }],
  });
  const understood = await understand(await loadClassifiers(), pair.question, [], records);
  return composeReply({ message: pair.question, history: [], context: records, understood }, understood);
}

const add = (tally: Tally, passed: boolean) => {
  tally.total += 1;
  if (passed) tally.passed += 1;
};

export async function runPolicyPairs(): Promise<PairFigures> {
  const figures: PairFigures = {
    pairs: POLICY_PAIRS.length,
    verdicts: { passed: 0, total: 0 },
    byVerdict: new Map(),
    items: { passed: 0, total: 0 },
    foundNothing: 0,
  };
  for (const pair of POLICY_PAIRS) {
    const reply = await replyTo(pair);
    const right = verdictOf(reply) === pair.verdict;
    add(figures.verdicts, right);
    const byVerdict = figures.byVerdict.get(pair.verdict) ?? { passed: 0, total: 0 };
    add(byVerdict, right);
    figures.byVerdict.set(pair.verdict, byVerdict);
    for (const group of pair.mustSay)
      add(
        figures.items,
        group.some((part) => contains(reply, part)),
      );
    if (SAYS_NOTHING.test(reply)) figures.foundNothing += 1;
  }
  return figures;
}

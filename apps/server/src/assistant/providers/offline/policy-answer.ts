import type { AssistantContext } from '../../engine';
import type { RankedPassage } from '../../retrieval/passage-search';

/** Passages scoring under this share of the best one are too weak to quote beside it. */
const RELATIVE_FLOOR = 0.55;
const MAX_QUOTES = 3;

/** The strongest passages, best first: the ones worth quoting to the user. */
export function quotable(passages: readonly RankedPassage[], max = MAX_QUOTES): RankedPassage[] {
  const best = passages[0]?.score ?? 0;
  return passages.filter((passage) => passage.score >= best * RELATIVE_FLOOR).slice(0, max);
}

/** A passage's section heading (its first line, when it has more) and its words on one line. */
export function passageParts(passage: RankedPassage): { heading: string | null; words: string } {
  const [first, ...rest] = passage.text.split('\n');
  return { heading: rest.length > 0 ? (first ?? null) : null, words: (rest.length > 0 ? rest.join(' ') : (first ?? '')).trim() };
}

/** A passage as the chat shows it: its section heading in bold, the words in quotes, the page. */
export function quote(passage: RankedPassage): string {
  const { heading, words } = passageParts(passage);
  return `**Page ${passage.page}${heading ? ` — ${heading}` : ''}:**\n“${words}”`;
}

/** Why no quote can be given, or null when the policy is readable. */
export function policyUnavailable(context: AssistantContext): string | null {
  const details = context.claimDetails;
  if (!details || details.policyTextStatus === 'none')
    return 'I can answer questions about your own policy once I have it: upload your policy PDF with **Claim Details** on this page, and I will quote the relevant wording with its page number.';
  if (details.policyTextStatus === 'no_text')
    return `Your policy file${details.policyFilename ? ` (${details.policyFilename})` : ''} has no text layer — it looks like a scan — so I cannot read it. If your insurer can send the policy as a text PDF (most portals offer one), upload that in **Claim Details** and ask me again.`;
  return null;
}

import type { ClauseType } from '../retrieval/clause-type';
import { bullets, NOT_LEGAL_ADVICE, paragraphs } from '../providers/offline/format';
import { headingLabel } from './segments';
import type { DecidingPassage, PolicyFinding } from './types';

// The chat reply to a question about the user's policy: the verdict first, in bold, then the
// passages it rests on with their pages, then what to get in writing. The chat's markup only:
// **bold**, line breaks and "• " bullets.

const CLAUSE_NAMES: Record<ClauseType, string | null> = {
  insuring_agreement: 'what is covered',
  exclusion: 'exclusion',
  exception: 'exception to an exclusion',
  limit: 'limit',
  condition: 'condition',
  definition: 'definition',
  other: null,
};

export interface PolicySource {
  policyFilename: string | null;
  pageCount: number | null;
}

function quote(passage: DecidingPassage): string {
  const name = CLAUSE_NAMES[passage.clause];
  const where = [`Page ${passage.page}`, passage.heading ? headingLabel(passage.heading) : null].filter(Boolean).join(' — ');
  return `**${where}${name ? ` (${name})` : ''}:**\n“${passage.text}”`;
}

export function policyAnswerText(finding: PolicyFinding, source: PolicySource): string {
  const policy = source.policyFilename ? `your policy (${source.policyFilename})` : 'your policy';
  const pages = source.pageCount ? `, all ${source.pageCount} pages,` : '';
  const body =
    finding.verdict === 'not_found'
      ? [
          `I searched ${policy}${pages} and found no passage about that.`,
          'If I missed it, try the words a policy would use — for example "water damage", "theft", "deductible", "additional living expense" or "exclusions".',
        ]
      : [`From ${policy}:`, ...finding.deciding.map(quote)];
  return paragraphs(
    `**${finding.sentence}**`,
    ...body,
    finding.askAdjuster.length > 0 ? `Ask your adjuster to confirm in writing:\n${bullets(finding.askAdjuster)}` : null,
    NOT_LEGAL_ADVICE,
  );
}

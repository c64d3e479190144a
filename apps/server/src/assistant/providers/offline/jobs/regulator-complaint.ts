import { CLAIM_REFERENCE, SIGNATURE } from '@benji/shared';
import type { Facts } from '../../../facts/claim-facts';
import { bullets, longDate } from '../format';
import { renderDraft } from '../letters/draft';
import { concerns } from './claim-concerns';
import { complaintRoute } from './regulator-route';

/**
 * The user asks to complain to the regulator itself, not to the insurer's supervisor: "a complaint
 * to the Department of Insurance", "report them to the state", "file with the ombudsman".
 */
export const ASKS_FOR_THE_REGULATOR =
  /\b(?:department of (?:insurance|financial services)|insurance (?:department|commissioner|regulator)|regulator|commissioner|superintendent|ombuds\w*|autorit[ée] des march[ée]s|AMF|FSRA|DOI|TDI|DFS|(?:complain|complaint|report (?:them|it))\b[^.?!]{0,30}\b(?:state|province))\b/i;

/** The diary's dated events, as the timeline a regulator asks for. */
const timeline = (facts: Facts) => facts.events.map((event) => `${longDate(event.occurred_on)}: ${event.summary}`);

/**
 * A complaint to the insurance regulator of the claim's state or province, addressed to its
 * complaints office, with what has gone wrong and the diary's timeline; null when the claim's place
 * is unknown (the supervisor letter then names the way to find the regulator).
 */
export function regulatorComplaint(facts: Facts, message: string): string | null {
  const route = complaintRoute(facts);
  if (!route) return null;
  const { regulator } = route;
  const found = concerns(facts, message);
  const events = timeline(facts);
  const body = [
    '[Date]',
    `${regulator.name}\nAttention: Consumer Complaints`,
    ['Insurer: [Insurance Company]', ...CLAIM_REFERENCE].join('\n'),
    'Dear Sir or Madam,',
    `I am filing a complaint about how [Insurance Company] is handling my claim. The adjuster assigned to it is [Adjuster Name].

What has gone wrong:
[Summary of Concern]

What has happened, by date:
[Contact History]

I have raised this with the insurer and it remains unresolved. I ask your office to review my complaint, to ask [Insurance Company] for a written response, and to tell me what happens next.

Copies of my letters, e-mails and the insurer's answers are enclosed.`,
    SIGNATURE,
  ].join('\n\n');
  return renderDraft(facts, {
    intro: `**Complaint to the ${regulator.name}**${found.length > 0 || events.length > 0 ? ', built on your claim diary:' : '.'}`,
    subject: 'Complaint about [Insurance Company] - Claim [Claim Number]',
    body,
    values: {
      ...(found.length > 0 ? { 'Summary of Concern': found.join(' ') } : {}),
      ...(events.length > 0 ? { 'Contact History': bullets(events) } : {}),
    },
    enclosures: ['copies of your letters, e-mails and the insurer’s answers'],
    notes: [
      [
        `**Where to send it:** ${regulator.website}`,
        regulator.complaintPage ? `Complaints: ${regulator.complaintPage}` : null,
        regulator.phone ? `Phone: ${regulator.phone}` : null,
      ]
        .filter(Boolean)
        .join('\n'),
      'Most regulators ask that you first give the insurer a chance to answer (a supervisor or its complaints officer): say so if you have, and ask me to "escalate to a supervisor" if you have not.',
      `**What to send:**\n${bullets(route.checklist)}`,
    ],
  });
}

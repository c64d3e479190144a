import { complaintRouteFor, type ComplaintRoute, type Regulator } from '@benji/shared';
import type { Facts } from '../../../facts/claim-facts';
import { bullets, paragraphs } from '../format';

function regulatorLine(regulator: Regulator): string {
  return [
    `**${regulator.name}** — ${regulator.website}${regulator.lookFor ? ` (${regulator.lookFor})` : ''}`,
    regulator.complaintPage ? `Complaints: ${regulator.complaintPage}` : null,
    regulator.phone ? `Phone: ${regulator.phone}` : null,
    regulator.note ?? null,
  ]
    .filter(Boolean)
    .join('\n');
}

/** The complaint route for the claim's state or province, or null when the place is unknown. */
export function complaintRoute(facts: Facts): ComplaintRoute | null {
  const claim = facts.claim;
  if (!claim || (claim.country !== 'United States' && claim.country !== 'Canada')) return null;
  return complaintRouteFor(claim.country, claim.region);
}

/** Where to complain after the insurer's own supervisor: the regulator, then in Canada the industry's dispute service. */
export function regulatorSteps(facts: Facts): string {
  const route = complaintRoute(facts);
  if (!route)
    return 'If a supervisor does not resolve it, complain to the insurance regulator of your state or province. Add the state or province to your claim and I will name the office and how to reach it.';
  return paragraphs(
    `**If the supervisor does not resolve it**, complain to the regulator:\n${regulatorLine(route.regulator)}`,
    route.disputeService
      ? `**Then, once the insurer's own complaint process is over:** ${route.disputeService.name} — ${route.disputeService.website}${route.disputeService.phone ? `, ${route.disputeService.phone}` : ''}. ${route.disputeService.covers} ${route.disputeService.when}`
      : null,
    `**What to send:**\n${bullets(route.checklist)}`,
  );
}

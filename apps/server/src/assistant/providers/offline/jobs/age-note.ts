import type { Facts } from '../../../facts/claim-facts';
import { ageCondition } from '../../../policy/age-condition';
import type { PolicyFinding } from '../../../policy/types';
import { longDate } from '../format';

/** Under the verdict: how old the user's records say the thing was, and so which way the policy's age condition goes. */
export function ageNote(finding: PolicyFinding, facts: Facts): string | null {
  if (!facts.claim) return null;
  const records = [
    ...facts.events.map((event) => ({ text: event.summary, on: event.occurred_on })),
    { text: facts.claim.description, on: null },
  ];
  for (const passage of finding.deciding) {
    const found = ageCondition(passage.text, records, facts.claim.dateOfIncident);
    if (!found) continue;
    const where = found.source.on ? `your diary, ${longDate(found.source.on)}` : 'your claim description';
    const verdict =
      found.over === true
        ? `more than ${found.years} years, so this condition applies${found.consequence ? `: they pay ${found.consequence}` : ''}`
        : found.over === false
          ? `not more than ${found.years} years, so this condition does not apply`
          : `right at ${found.years} years: the exact date it was put in decides, so find the invoice`;
    return `**Its age:** your records give ${found.year} for the ${found.thing} (${where}), so it was about ${found.age} years old at the loss — ${verdict} (page ${passage.page}).`;
  }
  return null;
}

import { policyText } from '../policies/build-policy';
import type { Scenario } from '../types';

/** Everything the scenario's user has put in Benji: an amount found here is the user's own, not invented. */
export function scenarioMaterial(scenario: Scenario): string {
  return [
    scenario.claim.description,
    ...scenario.diary.flatMap((event) => [event.summary, ...(event.items ?? [])]),
    policyText(scenario.policy),
  ].join('\n');
}

/** The strings that identify a scenario's user; none may appear in a reply to anyone else. */
export function identifyingStrings(scenario: Scenario, email: string): string[] {
  const { details, user } = scenario;
  return [
    user.fullName,
    email,
    details.insurer,
    details.policyNumber,
    details.claimNumber,
    details.adjusterName,
    details.adjusterEmail,
  ].filter(Boolean);
}

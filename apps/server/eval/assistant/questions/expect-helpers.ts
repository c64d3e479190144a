import type { Expectations, Scenario } from '../types';

/** Facts every scenario has on file: a letter must never leave these as [placeholders]. */
export const KNOWN_ON_FILE = [
  'Claim Number',
  'Policy Number',
  'Adjuster Name',
  'Insurance Company',
  'Your Full Name',
  'Your Email',
  'Your Phone',
  'Your Address',
  'Date of Loss',
];

/** The adjuster as a letter would name them: in full, or by title and surname. */
export function adjusterNamed(scenario: Scenario): readonly string[] {
  const name = scenario.details.adjusterName;
  const surname = name.split(' ').at(-1)!;
  return [name, `Mr. ${surname}`, `Ms. ${surname}`, `Mrs. ${surname}`, `M. ${surname}`, `Mme ${surname}`];
}

/** A letter or e-mail to the adjuster: addressed to them, about this claim, signed by the user. */
export const letterTo = (scenario: Scenario): Expectations => ({
  includes: [scenario.details.claimNumber, scenario.user.fullName],
  includesAny: [adjusterNamed(scenario)],
});

/** Several sets of expectations as one: their lists joined, any other field taken from the last that sets it. */
export function merge(...parts: Expectations[]): Expectations {
  const flags: Expectations = Object.assign({}, ...parts);
  return {
    ...flags,
    includes: parts.flatMap((part) => part.includes ?? []),
    includesAny: parts.flatMap((part) => part.includesAny ?? []),
    excludes: parts.flatMap((part) => part.excludes ?? []),
  };
}

/** "page 4" as a reply would write it; the policy builders export the page numbers. */
export const page = (n: number) => `page ${n}`;

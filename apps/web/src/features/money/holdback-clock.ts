import type { TDeadline } from '@benji/shared';

// The deadline engine's holdback clocks (California Ins. Code §2051.5(b) today) and the policy's own
// holdback condition carry "holdback" in their rule id; a clock already met (the holdback collected)
// no longer limits anything.

/** The last day to collect the held-back depreciation, when a law or the claim's policy sets one: the soonest still running. */
export function holdbackClockOf(deadlines: readonly TDeadline[] | undefined): TDeadline | null {
  const running = (deadlines ?? []).filter((deadline) => deadline.ruleId.includes('holdback') && deadline.status !== 'met');
  return [...running].sort((a, b) => a.dueOn.localeCompare(b.dueOn))[0] ?? null;
}

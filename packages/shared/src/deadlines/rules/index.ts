import type { DeadlineRule } from '../types';
import { CALIFORNIA_RULES } from './california';
import { CANADA_RULES } from './canada';
import { FLORIDA_RULES } from './florida';
import { NEW_YORK_RULES } from './new-york';
import { PRACTICE_RULES } from './practice';
import { TEXAS_RULES } from './texas';
import { US_FALLBACK_RULES } from './us-fallback';

export const DEADLINE_RULES: readonly DeadlineRule[] = [
  ...CALIFORNIA_RULES,
  ...TEXAS_RULES,
  ...FLORIDA_RULES,
  ...NEW_YORK_RULES,
  ...US_FALLBACK_RULES,
  ...CANADA_RULES,
  ...PRACTICE_RULES,
];

const byId = new Map(DEADLINE_RULES.map((rule) => [rule.id, rule]));

export function ruleById(id: string): DeadlineRule | undefined {
  return byId.get(id);
}

import type { DeadlineRule } from '../types';
import { CALIFORNIA_RULES } from './california';
import { CANADA_RULES } from './canada';
import { COLORADO_RULES } from './colorado';
import { FLORIDA_RULES } from './florida';
import { GEORGIA_RULES } from './georgia';
import { ILLINOIS_RULES } from './illinois';
import { LOUISIANA_RULES } from './louisiana';
import { NEW_YORK_RULES } from './new-york';
import { NORTH_CAROLINA_RULES } from './north-carolina';
import { PRACTICE_RULES } from './practice';
import { withRollForward } from './roll-forward-laws';
import { TEXAS_RULES } from './texas';
import { US_FALLBACK_RULES } from './us-fallback';

export const DEADLINE_RULES: readonly DeadlineRule[] = withRollForward([
  ...CALIFORNIA_RULES,
  ...TEXAS_RULES,
  ...FLORIDA_RULES,
  ...NEW_YORK_RULES,
  ...LOUISIANA_RULES,
  ...GEORGIA_RULES,
  ...COLORADO_RULES,
  ...ILLINOIS_RULES,
  ...NORTH_CAROLINA_RULES,
  ...US_FALLBACK_RULES,
  ...CANADA_RULES,
  ...PRACTICE_RULES,
]);

const byId = new Map(DEADLINE_RULES.map((rule) => [rule.id, rule]));

export function ruleById(id: string): DeadlineRule | undefined {
  return byId.get(id);
}

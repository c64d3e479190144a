import { describe, expect, it } from 'vitest';
import { subjectOf } from '../../../src/assistant/policy/subject';

describe('what a policy question is about, in the user’s words', () => {
  it.each([
    ['Is my $6,800 ring covered?', 'your $6,800 ring'],
    ['do they have to cover a whole new roof here?', 'a whole new roof'],
    ['does my policy cover the fence or not', 'the fence'],
    ['Is the shed even covered by my policy?', 'the shed'],
    ['what would uninsured motorist cover on a rental?', 'uninsured motorist'],
  ])('%s → %s', (question, inline) => {
    expect(subjectOf(question, null).inline).toBe(inline);
  });
});

describe('whether the verb after the subject is plural', () => {
  it.each([
    ['is boarding my cats covered', false],
    ['are the gutters covered', true],
    ['does my policy cover replacing the windows', false],
    ['are ceiling fans covered', true],
  ])('%s → plural %s', (question, plural) => {
    expect(subjectOf(question, null).plural).toBe(plural);
  });
});

import { describe, expect, it } from 'vitest';
import { readConditions } from '../../../src/assistant/policy/conditions/read-conditions';

// One word of the user's singles a grant out only when it meets what the grant pays for, not a
// word the grant uses to say where the covered thing comes from.

const passages = (text: string) => [{ page: 3, text, score: 1 }];

describe('the evidence one word gives a grant', () => {
  it('is unique when the word meets what the grant pays for', () => {
    const reading = readConditions(
      'someone took my canoe off the dock, it cost $700',
      passages('Boats. We pay up to $2,000 in total for watercraft, including their trailers and motors.'),
    );
    expect(reading?.verdict).toBe('covered');
    expect(reading?.evidence).toBe('unique');
  });

  it('is incidental when the word only meets where the covered thing comes from', () => {
    const reading = readConditions(
      'a candle fire scorched the living room',
      passages('We cover sudden discharge of water or steam from within a heating or fire protective sprinkler system.'),
    );
    expect(reading?.evidence).toBe('incidental');
  });
});

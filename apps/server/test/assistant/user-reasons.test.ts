import { describe, expect, it } from 'vitest';
import { reasonsIn } from '../../src/assistant/facts/user-reasons';

describe('the reasons a user gives for a letter', () => {
  it('keeps the reason after the request, in letter form, and leaves out venting and the bare figures', () => {
    const reasons = reasonsIn(
      'their offer is a joke. 12,150 vs brightline at 21,480. write the letter disputing it, the hallway floor is the SAME floor as the kitchen they cant just replace half of it',
    );
    expect(reasons).toEqual(["The hallway floor is the same floor as the kitchen they can't just replace half of it."]);
  });

  it('leaves out a sentence that only sets the two figures side by side', () => {
    expect(reasonsIn("$14,600 for the basement is WAY under our contractor's $22,950. write the dispute letter")).toEqual([]);
  });

  it('keeps a long angry sentence that carries a fact', () => {
    const reasons = reasonsIn('this is ridiculous because the adjuster never even went into the basement where the damage is');
    expect(reasons).toHaveLength(1);
    expect(reasons[0]).toContain('never even went into the basement');
  });
});

describe('a question is not a reason', () => {
  it('leaves out what the user asks Benji', () => {
    expect(reasonsIn('how do i get the $2,480 back for the contents')).toEqual([]);
    expect(reasonsIn('write the dispute. why would they only pay for half the floor?')).toEqual([]);
  });
});

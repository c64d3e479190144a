import { describe, expect, it } from 'vitest';
import { reasonsIn } from '../../src/assistant/facts/user-reasons';

describe('the reasons a user gives for a letter', () => {
  it('keeps the reason after the request, in letter form, and leaves out venting and the bare figures', () => {
    const reasons = reasonsIn(
      'brightline says 21,480 and they offered 12,150, its ridiculous. write a dispute letter, the hallway and kitchen share one floor so they cant just do half',
    );
    expect(reasons).toEqual(["The hallway and kitchen share one floor so they can't just do half."]);
  });

  it('leaves out a sentence that only sets the two figures side by side', () => {
    expect(reasonsIn('our contractor says $22,950 and they offered $14,600 for the basement. draft the dispute')).toEqual([]);
  });

  it('keeps a long angry sentence that carries a fact', () => {
    const reasons = reasonsIn('this is ridiculous because the adjuster never even went into the basement where the damage is');
    expect(reasons).toHaveLength(1);
    expect(reasons[0]).toContain('never even went into the basement');
  });
});

describe('a question is not a reason', () => {
  it('leaves out what the user asks Benji', () => {
    expect(reasonsIn('when will they release the $2,480 for the contents?')).toEqual([]);
    expect(reasonsIn('write the dispute. why would they only pay for half the floor?')).toEqual([]);
  });
});

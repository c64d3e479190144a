import { describe, expect, it } from 'vitest';
import { reportedDenial } from '../../src/assistant/facts/reported-denial';

describe("the adjuster's refusal, as the user reports it", () => {
  it('takes the words after the reporting verb and turns them to the adjuster', () => {
    expect(
      reportedDenial(
        "brenda called. says the ceiling stains are old leaks and not covered and they'll only pay the front slope. she won't email it",
      ),
    ).toBe('the ceiling stains are old leaks and not covered and you will only pay the front slope');
  });

  it("spells a word as the user's records do, and mends a missing apostrophe", () => {
    expect(
      reportedDenial('tom said on the phone the macbook isnt covered because i use it for work', ['Taken: a MacBook Pro and a camera']),
    ).toBe("the MacBook isn't covered because I use it for work");
  });

  it('reads a letter reported as "saying…"', () => {
    expect(reportedDenial('they denied everything in a letter oct 5 saying it leaked over 14 days and mold isnt covered')).toBe(
      "it leaked over 14 days and mold isn't covered",
    );
  });

  it('finds nothing where no refusal is reported', () => {
    expect(reportedDenial('she said she would call back on monday')).toBeNull();
    expect(reportedDenial('the adjuster denied my claim over the phone yesterday')).toBeNull();
  });
});

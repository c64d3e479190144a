import { describe, expect, it } from 'vitest';
import { reportedDenial } from '../../src/assistant/facts/reported-denial';

describe("the adjuster's refusal, as the user reports it", () => {
  it('takes the words after the reporting verb and turns them to the adjuster', () => {
    expect(
      reportedDenial(
        "brenda rang me. she told me the stains on the ceiling are from old leaks so it's not covered, and they'll pay for the front slope only. won't put it in an email",
      ),
    ).toBe("the stains on the ceiling are from old leaks so it's not covered, and you will pay for the front slope only");
  });

  it("spells a word as the user's records do, and mends a missing apostrophe", () => {
    expect(
      reportedDenial('on the phone tom told me my macbook isnt covered since i sometimes use it for work', [
        'Taken: a MacBook Pro and a camera',
      ]),
    ).toBe("my MacBook isn't covered since I sometimes use it for work");
  });

  it('reads a letter reported as "saying…"', () => {
    expect(
      reportedDenial('got their denial letter dated oct 5 saying the leak went on for more than 14 days and that mold isnt covered'),
    ).toBe("the leak went on for more than 14 days and that mold isn't covered");
  });

  it('finds nothing where no refusal is reported', () => {
    expect(reportedDenial('she said she would call back on monday')).toBeNull();
    expect(reportedDenial('the adjuster denied my claim over the phone yesterday')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { ageCondition } from '../../../src/assistant/policy/age-condition';

const SCHEDULE =
  'For loss caused by windstorm or hail to roof surfacing, we pay actual cash value, not replacement cost, when the roof surfacing is more than 10 years old at the time of loss.';

describe('an age condition read against the user’s records', () => {
  it('finds the year the records give for the thing and says which way the condition goes', () => {
    const records = [
      {
        text: "Sent the roofer's estimate ($23,860 for a full replacement), the ceiling photos and the 2014 roof invoice.",
        on: '2026-08-14',
      },
    ];
    expect(ageCondition(SCHEDULE, records, '2026-07-09')).toMatchObject({
      thing: 'roof surfacing',
      years: 10,
      year: 2014,
      age: 12,
      over: true,
      consequence: 'actual cash value, not replacement cost',
    });
    expect(ageCondition(SCHEDULE, [{ text: 'The roof was replaced in 2019 after the last storm.', on: null }], '2026-07-09')).toMatchObject(
      { year: 2019, age: 7, over: false },
    );
    expect(ageCondition(SCHEDULE, [{ text: 'New roof put on in 2016.', on: null }], '2026-07-09')).toMatchObject({ age: 10, over: null });
  });

  it('says nothing without a condition, or without a year for that thing', () => {
    expect(
      ageCondition('We pay replacement cost for roof surfacing.', [{ text: 'the 2014 roof invoice', on: null }], '2026-07-09'),
    ).toBeNull();
    expect(ageCondition(SCHEDULE, [{ text: 'We bought the house in 2014.', on: null }], '2026-07-09')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { mentionsRecords, readingWithRecords, type Classifies } from '../../src/assistant/understanding/mentions-records';
import { claim, context, DETAILS, event } from './fixtures/context';

describe('a message that names the user’s own records', () => {
  const records = context({
    claims: [claim({ events: [event('2026-03-01', 'payment_received', 'Paid $3,900 for the flooring, $1,150 held back')] })],
  });

  it('names the adjuster, the insurer or an amount on record', () => {
    const adjusterFirstName = DETAILS.adjusterName.split(' ')[0]!.toLowerCase();
    expect(mentionsRecords(`${adjusterFirstName} never called me back`, records)).toBe(true);
    expect(mentionsRecords('when do I get the $1,150 back', records)).toBe(true);
    expect(mentionsRecords(`is ${DETAILS.claimNumber} still open`, records)).toBe(true);
  });

  it('does not for an amount or a name that is not on record, or a word every insurer shares', () => {
    expect(mentionsRecords('when do I get the $1,151 back', records)).toBe(false);
    expect(mentionsRecords('book me a table for two at a mutual friend’s restaurant', records)).toBe(false);
  });

  it('sets the gate aside for the English and the glossed model alike', async () => {
    const sureItIsOffTopic: Classifies = { classify: () => Promise.resolve({ offTopic: 1, jobs: [] }) };
    const read = readingWithRecords({ english: sureItIsOffTopic, glossed: sureItIsOffTopic }, records);
    for (const classifier of [read.english, read.glossed]) {
      expect((await classifier.classify(`${DETAILS.claimNumber} is still open?`)).offTopic).toBe(0);
      expect((await classifier.classify('book me a table for two')).offTopic).toBe(1);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { claim, event } from './fixtures/context';
import { replyIn } from './fixtures/localized-reply';

// Going over the adjuster's head: the supervisor's review by default, the regulator's complaints
// office when that is what the user asks for. Either letter says what has gone wrong from the
// records, else in the user's own sentences, never the request or a question put to Benji.

const dayton = claim({
  country: 'United States',
  region: 'OH',
  city: 'Dayton',
  events: [
    event('2026-02-03', 'notice_given', 'Reported the hail damage by phone', 'to_insurer', 'phone'),
    event('2026-02-12', 'inspection', 'Field adjuster inspected the roof', 'from_insurer', 'in_person'),
  ],
});
const escalation = (message: string) => replyIn('escalate', 'en', message, [dayton]);

describe('a complaint to the regulator', () => {
  const letter = escalation(
    'Please put together a complaint to the state insurance department. Nobody has called back since the inspection. ' +
      'When I reached the front desk they said my file had no owner.',
  );

  it('is addressed to the complaints office of the claim’s state, with the diary as its timeline', () => {
    expect(letter).toMatch(/^\*\*Complaint to the Ohio Department of Insurance\*\*/);
    expect(letter).toContain('Attention: Consumer Complaints');
    expect(letter).toContain('• February 12, 2026: Field adjuster inspected the roof');
  });

  it('says what went wrong in the user’s own sentences, a clause opened by "when" included, without the request', () => {
    expect(letter).toContain('Nobody has called back since the inspection. When I reached the front desk they said my file had no owner.');
    expect(letter).not.toMatch(/put together a complaint/i);
  });
});

describe('a request for a supervisor’s review', () => {
  it('is the letter when no regulator is asked for, and leaves questions and intentions out of the concern', () => {
    const letter = escalation(
      'the adjuster has not replied in a month, write to her manager. who decides after that? I want to go higher.',
    );
    expect(letter).toMatch(/^\*\*Escalation to Supervisor\*\*/);
    expect(letter).toContain('My concern is:\nThe adjuster has not replied in a month.');
    expect(letter).not.toMatch(/who decides|I want to go higher|write to her manager/i);
  });
});

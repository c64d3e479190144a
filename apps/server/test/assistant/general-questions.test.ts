import { describe, expect, it } from 'vitest';
import { OfflineEngine } from '../../src/assistant/providers/offline/offline-engine';
import { claim, event, requestFor } from './fixtures/context';

// Questions about claims in general, as people search for them: a stage of any claim, a word of
// insurance, a policy asked of by its kind. Each is answered for what it asks, with the user's
// own facts where they have them, and never with a verdict resting on an incidental word.

const engine = new OfflineEngine();
const answer = async (job: Parameters<typeof requestFor>[0], message: string, overrides = {}) =>
  engine.reply(await requestFor(job, message, overrides));

describe('a question about a stage of any claim', () => {
  it('gets the steps of that stage, then where the user’s own claim stands', async () => {
    const reply = await answer('next_steps', 'how do people usually go about lodging a house claim?');
    expect(reply).toContain('**How a claim goes**');
    expect(reply).toContain('(MM-2026-0042) with Maple Mutual is open: you filed it on February 3, 2026');
    expect(reply).toContain('Due from you next: send the sworn proof of loss');
    expect(reply).not.toContain('In the first weeks of your claim');
  });

  it('about a refusal, says whether the records hold one, and names the regulator of the claim’s state', async () => {
    const none = await answer('next_steps', 'what can a person do once the company refuses to pay a claim?');
    expect(none).toContain('**If a claim is denied**');
    expect(none).toContain('Your claim diary records no denial on this claim.');
    expect(none).toContain('California Department of Insurance');
    const denied = claim({ events: [event('2026-03-02', 'denial_received', 'Claim denied: wear and tear exclusion cited')] });
    const recorded = await answer('next_steps', 'what can a person do once the company refuses to pay a claim?', {
      claims: [denied],
    });
    expect(recorded).toContain('Your records show the denial of March 2, 2026: “Claim denied: wear and tear exclusion cited”');
  });

  it('takes a denial supposed for a question as none, and one only told as told, not as on record', async () => {
    const supposed = await answer('next_steps', 'and suppose the carrier denied the whole thing, where would i go from there?');
    expect(supposed).toContain('Your claim diary records no denial on this claim.');
    const told = await answer('next_steps', 'they phoned to say they denied the basement claim, now what?');
    expect(told).toContain('You tell me the claim was denied; your claim diary has no entry for it yet.');
    expect(told).not.toContain('Your records show');
  });

  it('is not given to a loss told rather than asked about, nor to "what now" on the user’s own claim', async () => {
    const told = await answer('next_steps', 'a thief took the bikes out of our shed on Sunday');
    expect(told).not.toContain('**After a theft or break-in**');
    const own = await answer('next_steps', 'the claim is filed, what happens now?');
    expect(own).not.toContain('**How a claim goes**');
  });
});

describe('a wait the user tells of', () => {
  it('is answered for itself: a written request, then after a month a supervisor and the regulator', async () => {
    const weeks = await answer('next_steps', 'nobody from the insurer has called me back in 3 weeks, what now?');
    expect(weeks).toContain('**After about 3 weeks of waiting on the insurer**');
    expect(weeks).toContain('Ask Sam Lee in writing where the claim stands');
    expect(weeks).not.toContain('In the first weeks of your claim');
    expect(weeks).not.toContain('escalate my claim');
    const months = await answer('next_steps', 'four months in and still no decision, what are my options');
    expect(months).toContain('**After about 4 months of waiting on the insurer**');
    expect(months).toContain('escalate to a claims supervisor');
    expect(months).toContain('California Department of Insurance');
  });
});

describe('a loss asked about rather than told', () => {
  it('gets the steps of its stage in place of first steps', async () => {
    const reply = await answer('incident', 'what would I do if they turn down the claim for my roof?');
    expect(reply).toContain('**If a claim is denied**');
    expect(reply).not.toContain('here is what to do first');
  });
});

describe('a word of insurance', () => {
  it('is explained from the glossary when the policy kind sits inside it', async () => {
    const reply = await answer('explain_term', 'What Does Comprehensive Car Insurance Cover Exactly?');
    expect(reply).toContain('**Comprehensive (other than collision)**');
  });

  it('the glossary lacks is quoted from the policy where it uses it, and never answered with a verdict', async () => {
    const used = await answer('explain_term', 'what does the phrase household appliance mean?');
    expect(used).toContain('I have no plain-words entry for that term, but your policy uses it.');
    expect(used).toMatch(/\*\*Your policy uses it on page \d+:\*\* “.*household appliance/);
    const unknown = await answer('explain_term', 'what is a grace period?');
    expect(unknown).toContain('I could not find it in your policy');
    expect(unknown).not.toMatch(/This is (?:not )?covered|appears (?:covered|excluded)/);
  });
});

describe('a policy asked of by its kind', () => {
  it('is read for what the question is about, not the kind’s name, and echoed without headline capitals', async () => {
    const reply = await answer('policy_question', 'Will Homeowners Insurance Pay For A Hotel After A Fire?');
    expect(reply).not.toContain('Declarations');
    expect(reply).toMatch(/page 6/);
    expect(reply).not.toMatch(/Hotel After A Fire/);
  });
});

import { describe, expect, it } from 'vitest';
import { loadClassifiers } from '../../src/assistant/understanding/saved-models';
import { writesOutsideTheClaim } from '../../src/assistant/understanding/addressee';
import { understand } from '../../src/assistant/understanding/understand';
import { readConditions } from '../../src/assistant/policy/conditions/read-conditions';
import { OfflineEngine } from '../../src/assistant/providers/offline/offline-engine';
import { context, request } from './fixtures/context';

// Where the claim's work ends: letters to people outside the claim, a statement about a settlement
// with no offer on record, and a carve-back met in one word only.

const kindOf = async (message: string, records = context()) =>
  (await understand(await loadClassifiers(), message, [], records)).understanding;

describe('letters to people outside the claim', () => {
  it('are not claim letters', async () => {
    expect(writesOutsideTheClaim('could you draft an e-mail to my landlord about the rent')).toBe(true);
    expect(writesOutsideTheClaim('write my sister a note saying the move is off')).toBe(true);
    expect(await kindOf('draft a letter to my boss saying I need friday off for the inspection')).toEqual({ kind: 'off_topic' });
  });

  it('leave letters to the insurer alone', () => {
    expect(writesOutsideTheClaim('write to my adjuster asking for an update')).toBe(false);
    expect(writesOutsideTheClaim('email the claims manager about the delay')).toBe(false);
  });
});

describe('a statement about the settlement with no offer on record', () => {
  it('asks what the policy pays rather than disputing an offer that is not there', async () => {
    const understanding = await kindOf('the insurer only wants to pay for patching the roof instead of replacing it');
    expect(understanding.kind === 'jobs' ? understanding.requests[0]!.job : understanding.kind).not.toBe('dispute_offer');
  });
});

describe('a carve-back met in one word', () => {
  it('leaves the rest of it open instead of giving the loss back', () => {
    const passages = [
      {
        page: 3,
        score: 1,
        text: 'We do not cover rot. This exclusion does not apply to rot hidden inside walls that results from a sudden escape of water we cover.',
      },
    ];
    expect(readConditions('found rot behind the drywall while remodelling', passages)).toMatchObject({ verdict: 'depends' });
    expect(readConditions('rot hidden inside the wall from the sudden water escape last spring', passages)).toMatchObject({
      verdict: 'covered',
      ground: 'given_back',
    });
  });
});

describe('a term of insurance heard as a legal question', () => {
  const jobOf = async (message: string) => {
    const understanding = await kindOf(message);
    return understanding.kind === 'jobs' ? understanding.requests[0]!.job : understanding.kind;
  };

  it('is explained, while a legal judgement is still referred to a lawyer', async () => {
    expect(await jobOf('would a public adjuster be worth paying for on a claim like mine')).not.toBe('legal');
    expect(await jobOf('should we take the insurer to small claims court over this')).toBe('legal');
  });
});

describe('a loss told with nothing asked', () => {
  it('gets first steps, not a letter nobody asked for', async () => {
    const understanding = await kindOf('the basement flooded in the storm and the four of us are living in a motel now');
    expect(understanding).toMatchObject({ kind: 'jobs', requests: [{ job: 'incident' }] });
  });
});

describe('a verdict nobody asked for', () => {
  it('is volunteered only on a clause the user’s words single out', async () => {
    const engine = new OfflineEngine();
    // "fire" meets the water clause's "fire protective sprinkler system" and nothing else: no verdict from it.
    const told = await engine.reply(await request('a grease fire in the kitchen blackened the cabinets and the ceiling'));
    expect(told).not.toMatch(/This is covered: your policy insures “We cover sudden and accidental discharge/);
    expect(told).toContain('here is what to do first');
  });
});

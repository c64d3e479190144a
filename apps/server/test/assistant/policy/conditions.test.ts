import { describe, expect, it } from 'vitest';
import { conditionFinding } from '../../../src/assistant/policy/conditions/condition-finding';
import { clauseParts } from '../../../src/assistant/policy/conditions/clause-parts';
import { meetings, questionReach } from '../../../src/assistant/policy/conditions/question-reach';
import { readConditions } from '../../../src/assistant/policy/conditions/read-conditions';
import { statedFacts } from '../../../src/assistant/policy/conditions/stated-facts';
import { decidePolicyQuestion } from '../../../src/assistant/policy/decide';

// Reading a clause condition by condition. The clauses are written for these tests in the style
// of a homeowners form; the questions are the tests' own.

const clause = (text: string, page = 2) => [{ page, text, score: 1 }];

const LEAK =
  'We cover sudden escape of water from a plumbing system or a domestic appliance. We do not cover damage from water that leaks repeatedly over a period of 10 or more days.';
const CAR_THEFT = 'We do not cover theft of belongings left in an unattended car unless the car shows visible signs of forced entry.';
const TOOLS = 'Special limit: we pay no more than $3,000 in total for theft of hand tools and power tools.';
const DRIVEWAY =
  'We pay to remove a fallen tree, provided the tree blocks your driveway or damages your house. We do not pay more than $750 for each tree.';

describe('clause parts', () => {
  it('cuts a grant from the exclusion that takes part of it away, and reads the exclusion’s period', () => {
    const parts = clauseParts(clause(LEAK));
    expect(parts.map((part) => part.role)).toEqual(['grant', 'exclusion']);
    expect(parts[1]).toMatchObject({ days: 10, page: 2 });
  });

  it('keeps an exclusion’s carve-back apart from it', () => {
    const parts = clauseParts(clause(CAR_THEFT));
    expect(parts.map((part) => part.role)).toEqual(['exclusion', 'exception']);
    expect(parts[1]!.text).toMatch(/^unless the car shows visible signs/);
  });

  it('reads a named peril’s heading, and what “this peril” means, as grants', () => {
    const parts = clauseParts(
      clause(
        'Falling objects. This peril means damage from a tree limb, pole or other object that falls onto the house. This peril does not include damage to awnings or antennas.',
      ),
    );
    expect(parts.map((part) => [part.role, part.text.slice(0, 15)])).toEqual([
      ['grant', 'Falling objects'],
      ['grant', 'This peril mean'],
      ['exclusion', 'This peril does'],
    ]);
    expect([...parts[0]!.terms]).toEqual(['fall', 'object']);
  });

  it('reads a proviso on a grant, and a limit’s amount', () => {
    const parts = clauseParts(clause(DRIVEWAY));
    expect(parts.map((part) => part.role)).toEqual(['grant', 'proviso', 'limit']);
    expect(parts[2]!.amount).toBe(750);
  });
});

describe('what a question reaches', () => {
  it('meets the policy’s class through a thing of that class (WordNet)', () => {
    const [limit] = clauseParts(clause('We pay no more than $1,000 for theft of jewelry.'));
    const met = meetings(limit!, questionReach('someone took my bracelet'));
    expect(met).toContainEqual(expect.objectContaining({ said: 'bracelet', word: 'jewelry' }));
  });

  it('meets a word by its other form ("leaking" for "leaks")', () => {
    const [, exclusion] = clauseParts(clause(LEAK));
    expect(meetings(exclusion!, questionReach('the washer hose kept leaking')).map((meeting) => meeting.said)).toContain('leaking');
  });
});

describe('facts a question states', () => {
  it('reads periods, everyday money and what the user does not know', () => {
    expect(statedFacts('it dripped for weeks')).toMatchObject({ days: 14, vagueDays: false });
    expect(statedFacts('we were away 3 days')).toMatchObject({ days: 3 });
    expect(statedFacts('the pipe let go this morning')).toMatchObject({ days: 0 });
    expect(statedFacts('the bike cost 2 grand')).toMatchObject({ amount: 2000 });
    expect(statedFacts('we paid 350 bucks')).toMatchObject({ amount: 350 });
    expect(statedFacts('no idea whether the door was locked').unknown).toMatch(/^no idea/);
    expect(statedFacts('the pipe broke').unknown).toBeNull();
    expect([...statedFacts('we locked up but never set the alarm, so nobody heard a thing').denied]).toEqual(
      expect.arrayContaining(['set', 'alarm', 'heard']),
    );
    expect(statedFacts('not sure the door was locked').denied.size).toBe(0);
  });
});

describe('the verdict, condition by condition', () => {
  const verdictOn = (question: string, text: string) => readConditions(question, clause(text));

  it('decides nothing on one word met only through a WordNet relative, which may be another sense of it', () => {
    const holdback =
      'Loss Settlement. Until the work is finished, we will pay the actual cash value only. The depreciation held back is paid once the work is finished.';
    const read = verdictOn('does my policy cover defamation?', holdback);
    expect(read?.met.map((meeting) => meeting.word)).toEqual(['depreciation']);
    expect(read).toMatchObject({ verdict: 'depends' });
  });

  it('covers what the grant names, in other words, when no exclusion is met', () => {
    expect(verdictOn('the washing machine hose burst overnight and flooded the laundry room', LEAK)).toMatchObject({
      verdict: 'covered',
      ground: 'granted',
    });
  });

  it('excludes by the period the user states, and depends on it when they do not', () => {
    expect(verdictOn('the sink has been leaking under the cabinet for months', LEAK)).toMatchObject({
      verdict: 'not_covered',
      ground: 'excluded',
    });
    expect(verdictOn('found the sink leaking under the cabinet, not sure for how long', LEAK)).toMatchObject({
      verdict: 'depends',
      ground: 'period_open',
    });
  });

  it('gives back what the carve-back names, and leaves it open when the user does not know', () => {
    expect(verdictOn('a thief forced the car door open, leaving visible pry marks, and stole my backpack', CAR_THEFT)).toMatchObject({
      verdict: 'covered',
      ground: 'given_back',
    });
    expect(verdictOn('my backpack was stolen from the car, no idea if they forced the door', CAR_THEFT)).toMatchObject({
      verdict: 'depends',
    });
  });

  it('covers by a carve-back met in several of its own words, when only the carve-back is spoken of', () => {
    const HAIL_INSIDE =
      'Hail. This peril does not include damage inside the house from rainwater unless hail first breaks a skylight or window and the rainwater comes in through that break.';
    expect(verdictOn('hailstones smashed the skylight in the hallway, and it poured in through the break', HAIL_INSIDE)).toMatchObject({
      verdict: 'covered',
      ground: 'given_back',
    });
  });

  it('lets a grant named in the user’s own words outweigh an exclusion only one near word meets', () => {
    const SUMP =
      'We cover water that backs up through a sump pump or a sewer line. We do not cover water that comes in through doors or cracks in the foundation.';
    expect(verdictOn('our sump pump quit and sewer water came up over the basement floor', SUMP)).toMatchObject({
      verdict: 'covered',
      ground: 'granted',
    });
    // Alone in its passage, an exclusion one near word meets still takes the loss away.
    expect(verdictOn('our dog gnawed through the door frame', 'We do not cover damage done by animals you keep.')).toMatchObject({
      verdict: 'not_covered',
    });
  });

  it('does not pay under a grant that names its causes for a loss the user gives another cause for', () => {
    const FENCES =
      'Fences. We cover fences and gates on the residence premises for loss caused by fire, lightning, vandalism or theft. We will not pay more than $2,000 for fences in any one loss.';
    const blown = verdictOn('the storm flattened forty feet of our cedar fence, a carpenter quoted $1,500', FENCES);
    expect(blown).toMatchObject({ verdict: 'not_covered', ground: 'cause_not_named', cause: 'storm' });
    expect(conditionFinding(blown!, clause(FENCES)).sentence).toContain('“storm” is not one of the causes it names');
    expect(verdictOn('vandals kicked in forty feet of our cedar fence, a carpenter quoted $1,500', FENCES)).toMatchObject({
      verdict: 'covered',
      ground: 'within_limit',
    });
  });

  it('reads one word met by a grant and the limit that caps it as one clause, not two met in passing', () => {
    const read = verdictOn(
      'a neighbour’s hedge fell across the lane, removal quoted at $300',
      'We pay to remove a hedge that falls across your lane. We will not pay more than $600 for any one hedge.',
    );
    expect(read).toMatchObject({ verdict: 'covered', evidence: 'unique' });
  });

  it('reads the words an exclusion shares with the limit before it as the subject, not the exclusion’s condition', () => {
    const FREEZER =
      'Freezer contents: we insure frozen food against thawing caused by a power failure, up to $800. We do not insure thawing caused by you unplugging the freezer.';
    expect(verdictOn('a power failure for two days ruined the frozen food, about $300 worth', FREEZER)).toMatchObject({
      verdict: 'covered',
    });
  });

  it('never gives back by a carve-back the user says did not happen', () => {
    const denied = verdictOn(
      'my backpack was taken from the car, but the thief did not force the door and left no visible marks',
      CAR_THEFT,
    );
    expect(denied).toMatchObject({ verdict: 'not_covered', ground: 'excluded' });
  });

  it('reads a definition the loss meets as a meaning, not as a loss paid', () => {
    const FLOOD_MEANS =
      'Flood means a general and temporary condition of partial or complete inundation of normally dry land from the overflow of inland or tidal waters.';
    const read = verdictOn('the river overflowed and the inundation covered the whole street and our yard', FLOOD_MEANS);
    expect(read).toMatchObject({ verdict: 'depends', ground: 'defined' });
    expect(conditionFinding(read!, clause(FLOOD_MEANS)).sentence).toContain(
      'whether it is paid depends on the coverage that uses that word',
    );
  });

  it('caps a loss above a limit, covers one within it, and depends on a value not given', () => {
    expect(verdictOn('all my power tools were stolen from the garage, about 5k worth', TOOLS)).toMatchObject({
      verdict: 'capped',
      ground: 'over_limit',
    });
    expect(verdictOn('a thief took my power tools, worth $1,200', TOOLS)).toMatchObject({ verdict: 'covered', ground: 'within_limit' });
    expect(verdictOn('a thief took my power tools', TOOLS)).toMatchObject({ verdict: 'depends', ground: 'value_open' });
  });

  it('is null when no part of the clause speaks of the question', () => {
    expect(verdictOn('what is the capital of peru', LEAK)).toBeNull();
  });

  it('answers "not found" only when no clause speaks of the question', () => {
    const decide = (question: string) => decidePolicyQuestion({ question, passages: clause(TOOLS), amountsInQuestion: [] }).verdict;
    expect(decide('somebody stole my cordless drill and saw from the shed')).not.toBe('not_found');
    expect(decide('is my dog’s vet bill paid')).toBe('not_found');
  });

  it('leads the reply with the verdict, the clause’s words and their page, and how the user’s word reached them', () => {
    const passages = clause(LEAK);
    const question = 'the washing machine hose burst overnight and flooded the laundry room';
    const finding = conditionFinding(readConditions(question, passages)!, passages);
    expect(finding.verdict).toBe('covered');
    expect(finding.sentence).toMatch(/^This is covered: your policy insures “We cover sudden escape of water .*” \(page 2\)/);
    expect(finding.sentence).toMatch(/your “washing” read as the policy's “appliance”/);
    expect(finding.deciding).toEqual([expect.objectContaining({ page: 2, text: LEAK })]);
  });
});

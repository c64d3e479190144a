import { describe, expect, it } from 'vitest';
import { clauseOfPassage, clauseTypeOf, type ClauseType } from '../../../src/assistant/retrieval/clause-type';
import { AUTO_PAGES } from './fixtures/auto-policy';
import { HOMEOWNERS_WITH_BACKUP_PAGES } from './fixtures/homeowners-policy';
import { passagesOf } from './fixtures/running-pages';

describe('clauseTypeOf', () => {
  it.each<[string | null, string, ClauseType]>([
    [null, 'We do not cover loss caused by flood, surface water or waves.', 'exclusion'],
    ['SECTION I – EXCLUSIONS', 'a. Flood, surface water, waves, tides or overflow of any body of water.', 'exclusion'],
    [null, 'We will not pay for loss to personal property in your covered auto.', 'exclusion'],
    [
      null,
      'We do not cover mold, fungi or wet rot unless it is hidden within the walls and results from a covered water loss.',
      'exception',
    ],
    ['EXCLUSIONS', 'e. Fungi. This exclusion does not apply to fungi hidden within the walls, which we cover.', 'exception'],
    [null, 'We do not cover vandalism; however, we do cover ensuing fire.', 'exception'],
    ['Special Limits of Liability', 'd. $1,500 for loss by theft of jewelry, watches and furs.', 'limit'],
    [null, 'The most we will pay for loss caused by fungi is $10,000 in total.', 'limit'],
    [null, 'We will pay up to $40 per day for a rental vehicle.', 'limit'],
    ['DEFINITIONS', '"Fungi" means any type or form of fungus, including mold or mildew.', 'definition'],
    [null, 'Residence premises means the dwelling where you reside.', 'definition'],
    ['SECTION I – CONDITIONS', 'Within 60 days after our request, you must send us a signed, sworn proof of loss.', 'condition'],
    ['CONDITIONS', 'Appraisal. If you and we fail to agree on the amount of loss, either may demand an appraisal.', 'condition'],
    [null, 'We cover the dwelling on the residence premises.', 'insuring_agreement'],
    [
      null,
      'We insure against direct physical loss caused by the following perils, unless the loss is excluded in Section I – Exclusions.',
      'insuring_agreement',
    ],
    ['SECTION I – PERILS INSURED AGAINST', 'Vandalism or malicious mischief.', 'insuring_agreement'],
    [null, 'Named insured: Ana Ruiz.', 'other'],
  ])('%s / %s → %s', (heading, body, type) => {
    expect(clauseTypeOf(heading, body)).toBe(type);
  });
});

describe('clause types of the test policies', () => {
  it('types every passage of both policies, and each kind appears', async () => {
    const texts = [...(await passagesOf(HOMEOWNERS_WITH_BACKUP_PAGES)), ...(await passagesOf(AUTO_PAGES))].map((passage) => passage.text);
    const types = new Set(texts.map(clauseOfPassage));
    expect([...types].sort()).toEqual(['condition', 'definition', 'exception', 'exclusion', 'insuring_agreement', 'limit', 'other']);
  });
});

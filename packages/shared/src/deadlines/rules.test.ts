import { describe, expect, it } from 'vitest';
import { advisoriesFor } from './advisories';
import { jurisdictionsFor, rulesFor } from './jurisdiction';
import { isPlainDate } from './plain-date';
import { DEADLINE_RULES, ruleById } from './rules';
import { AUDIT_2_READ_ON } from './sources';

describe('the rule table', () => {
  it('has unique ids, each found by ruleById', () => {
    const ids = DEADLINE_RULES.map((rule) => rule.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => ruleById(id)?.id === id)).toBe(true);
  });

  it.each(DEADLINE_RULES.map((rule) => [rule.id, rule] as const))('%s is complete, dated and sourced', (_id, rule) => {
    expect(rule.citation.trim()).not.toBe('');
    expect(isPlainDate(rule.effectiveFrom)).toBe(true);
    if (rule.effectiveTo !== undefined) expect(rule.effectiveTo > rule.effectiveFrom).toBe(true);
    // Every date here is a choice the notes did not make, so each says why.
    expect(rule.effectiveNote).toBeTruthy();
    // A rule is provisional exactly when it says why; one that is not has the address of the text read.
    expect(rule.provisional).toBe(Boolean(rule.provisionalReason));
    // The reason is shown beside the date as one line ("Provisional: …").
    if (rule.provisionalReason) expect(rule.provisionalReason).toMatch(/^[^\n]{20,300}$/);
    expect(isPlainDate(rule.checkedOn)).toBe(true);
    if (!rule.provisional && rule.source !== 'practice') expect(rule.sourceUrl).toMatch(/^https?:\/\//);
    if (rule.rollForward) expect(rule.rollForward.sourceUrl).toMatch(/^https?:\/\//);
    if (rule.who === 'insurer') expect(rule.ask).toBeTruthy();
    // A letter must not quote a research label such as "(primary legal text not verified)" at the insurer.
    if (rule.who === 'insurer' && rule.provisional) expect(rule.letterSource).toBeTruthy();
    if (rule.source === 'practice' || rule.source === 'policy_wording') expect(rule.citation).toMatch(/not a (legal deadline|statute)/);
  });

  it.each(DEADLINE_RULES.filter((rule) => rule.checkedOn === AUDIT_2_READ_ON).map((rule) => [rule.id, rule] as const))(
    '%s, read in the second audit, quotes the words that set it',
    (_id, rule) => {
      expect(rule.operativeWords).toMatch(/^".+"/);
      expect(rule.sourceUrl).toMatch(/^https?:\/\//);
    },
  );

  it('never lets a superseded version overlap the current one', () => {
    for (const old of DEADLINE_RULES.filter((rule) => rule.effectiveTo !== undefined)) {
      const current = DEADLINE_RULES.filter(
        (rule) =>
          rule !== old &&
          rule.jurisdiction === old.jurisdiction &&
          rule.title === old.title &&
          (rule.appliesTo === undefined ||
            old.appliesTo === undefined ||
            rule.appliesTo.some((category) => old.appliesTo!.includes(category))),
      );
      expect(current.length).toBeGreaterThan(0);
      for (const rule of current) expect(rule.effectiveFrom > old.effectiveTo!).toBe(true);
    }
  });
});

describe('jurisdictions', () => {
  it.each([
    ['United States', 'tx', ['US-TX', 'practice']],
    ['United States', ' NY ', ['US-NY', 'practice']],
    ['United States', 'la', ['US-LA', 'practice']],
    ['United States', 'GA', ['US-GA', 'practice']],
    ['United States', 'CO', ['US-CO', 'practice']],
    ['United States', 'IL', ['US-IL', 'practice']],
    ['United States', 'NC', ['US-NC', 'practice']],
    ['United States', 'OH', ['US-*', 'practice']],
    ['United States', null, ['US-*', 'practice']],
    ['Canada', 'QC', ['CA-QC', 'practice']],
    ['Canada', 'MB', ['CA-*', 'practice']],
    ['Canada', 'CA', ['CA-*', 'practice']],
  ] as const)('%s %j → %j', (country, region, expected) => expect(jurisdictionsFor(country, region)).toEqual(expected));

  it('reads California as a state in the United States only', () => {
    expect(rulesFor('United States', 'CA').some((rule) => rule.jurisdiction === 'US-CA')).toBe(true);
    expect(rulesFor('Canada', 'CA').map((rule) => rule.jurisdiction)).toEqual(['practice']);
  });

  it("applies the policy's proof-of-loss term in every state but New York (§3407) and California (§2071), whose law sets it", () => {
    const policy = (region: string) => rulesFor('United States', region).some((rule) => rule.id === 'us-policy-proof-of-loss');
    expect(['TX', 'FL', 'LA', 'GA', 'CO', 'IL', 'NC', 'OH'].every(policy)).toBe(true);
    expect(policy('NY')).toBe(false);
    expect(policy('CA')).toBe(false);
    expect(rulesFor('Canada', 'ON').some((rule) => rule.jurisdiction === 'US-*')).toBe(false);
  });

  it('gives the undated points for the place and the practice tips everywhere', () => {
    expect(advisoriesFor('United States', 'CA').map((a) => a.citation)).toContain('California Code of Regulations, title 10, §2695.7(f)');
    expect(advisoriesFor('Canada', 'BC').filter((a) => a.provisional)).toHaveLength(1);
    expect(advisoriesFor('United States', 'TX').map((a) => a.citation)).toEqual([
      'Texas Insurance Code §542.060, §542.059',
      'Texas Insurance Code §542A.003',
      'Benji practice tip',
      'Benji practice tip',
    ]);
    expect(advisoriesFor('United States', 'OH').every((a) => a.jurisdiction === 'practice')).toBe(true);
  });
});

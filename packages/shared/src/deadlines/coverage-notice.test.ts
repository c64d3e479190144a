import { describe, expect, it } from 'vitest';
import { coverageNotice } from './coverage-notice';

describe('the notice for a state or province without encoded rules', () => {
  it.each([
    ['United States', 'TX'],
    ['United States', 'ca'],
    ['United States', 'LA'],
    ['United States', 'ga'],
    ['United States', 'CO'],
    ['United States', 'IL'],
    ['United States', 'NC'],
    ['Canada', 'ON'],
    ['Canada', 'QC'],
  ] as const)('%s %s has its own rules: no notice', (country, region) => expect(coverageNotice(country, region)).toBeNull());

  it.each([
    ['United States', 'TX', 'auto'],
    ['United States', 'NC', 'home'],
    ['Canada', 'ON', 'home'],
    ['Canada', 'NB', 'auto'],
    ['Canada', 'BC', 'home'],
    ['Canada', 'QC', 'other_property'],
  ] as const)('%s %s has rules for %s claims: no notice', (country, region, category) =>
    expect(coverageNotice(country, region, category)).toBeNull(),
  );

  it('New Brunswick home claim: its only rule is for auto, so the notice says home claims are not covered and names the regulator', () => {
    const notice = coverageNotice('Canada', 'NB', 'home');
    expect(notice).toMatchObject({
      gap: 'claim_type',
      placeName: 'New Brunswick',
      headline: "New Brunswick's own claim deadlines for home claims are not in Benji yet.",
      policyTerms: [],
    });
    expect(notice?.body).toContain("Benji holds some of New Brunswick's deadline rules, but none for home claims.");
    expect(notice?.body).toContain('a short or empty list does not mean nothing is due');
    expect(notice?.regulator).not.toBeNull();
    expect(notice?.body).toContain(`Ask ${notice?.regulator?.name} which rules apply.`);
  });

  it('British Columbia auto claim: its limitation rule is for property, so the notice says auto claims are not covered', () => {
    const notice = coverageNotice('Canada', 'bc', 'auto');
    expect(notice).toMatchObject({
      gap: 'claim_type',
      region: 'BC',
      headline: "British Columbia's own claim deadlines for auto claims are not in Benji yet.",
    });
    expect(notice?.regulatorLine).toBeTruthy();
  });

  it('a claim with no category in a province with rules gets no notice: the rules for every category are shown', () => {
    expect(coverageNotice('Canada', 'NB')).toBeNull();
  });

  it('Ohio: says the state is not covered, what the policy still requires, and whom to ask', () => {
    const notice = coverageNotice('United States', 'oh', 'home');
    expect(notice).toMatchObject({
      region: 'OH',
      gap: 'place',
      placeName: 'Ohio',
      headline: "Ohio's own claim deadlines are not in Benji yet.",
      regulator: { name: 'Ohio Department of Insurance', website: 'https://insurance.ohio.gov' },
      regulatorLine: 'Ohio Department of Insurance: https://insurance.ohio.gov',
    });
    expect(notice?.policyTerms).toEqual([
      {
        ruleId: 'us-policy-proof-of-loss',
        text: "Send the sworn proof of loss within 60 calendar days after the insurer's request for proof of loss.",
        citation: 'Standard homeowners policy wording (ISO HO-3), not a statute',
      },
    ]);
    expect(notice?.body).toContain('not from Ohio law: for example, send the sworn proof of loss within 60 calendar days');
    expect(notice?.body).toContain('they are not encoded here, so a short or empty list does not mean nothing is due');
    expect(notice?.body).toContain('Ask Ohio Department of Insurance which rules apply.');
  });

  it('Arkansas: gives the complaint page and phone where they were checked', () => {
    expect(coverageNotice('United States', 'AR')?.regulatorLine).toBe(
      'Arkansas Insurance Department: https://insurance.arkansas.gov; complaints: https://insurance.arkansas.gov/consumer-services/consumer-services/file-a-complaint/; phone 1-800-852-5494',
    );
  });

  it('an auto claim in Ohio has no policy-wording term encoded, and says to read the policy', () => {
    const notice = coverageNotice('United States', 'OH', 'auto');
    expect(notice?.policyTerms).toEqual([]);
    expect(notice?.body).toContain("Your policy's own conditions (notice of loss, proof of loss) still set your duties");
  });

  it('Manitoba: names the province and points to the government page to look on', () => {
    const notice = coverageNotice('Canada', 'MB');
    expect(notice?.headline).toBe("Manitoba's own claim deadlines are not in Benji yet.");
    expect(notice?.regulatorLine).toContain('look for the Financial Institutions Regulation Branch');
  });

  it.each([null, '', 'zz'])('an unknown region %j: says the place is missing and names no regulator', (region) => {
    const notice = coverageNotice('United States', region);
    expect(notice?.placeName).toBeNull();
    expect(notice?.regulator).toBeNull();
    expect(notice?.headline).toContain('the claim does not say where the loss happened');
  });
});

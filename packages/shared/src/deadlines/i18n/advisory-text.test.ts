import { describe, expect, it } from 'vitest';
import { ADVISORIES, ADVISORY_CODES, advisoriesFor } from '../advisories';
import { advisoryText } from './advisory-text';
import { deadlineWords, type DeadlineLocale } from './rule-words';

// The English each point had before it was written from its figures: it must not change by a byte.
const ENGLISH_BEFORE = [
  'The insurer must tell you in writing of any time limit that applies to your claim at least 60 days before it expires.',
  'A claim paid late carries interest at 18% a year plus attorney fees (for a weather or other natural-force property claim sued on since 1 September 2017, the judgment rate plus 5%); in a declared catastrophe area each period is 15 days longer.',
  'Before suing over a property claim caused by weather or another force of nature, you must give the insurer written notice of your complaint and the amount you claim at least 61 days before filing, unless a limitation period is about to run out.',
  "If the insurer's adjuster writes a detailed estimate of the loss, the insurer must send you a copy within 7 days after it is generated.",
  'Before a penalty for bad-faith refusal to pay can be claimed, you must demand payment from the insurer and give it 60 days to pay.',
  'After a total loss from a wildfire, your homeowners policy must give you at least 36 months to collect replacement cost and at least 24 months of additional living expenses.',
  "The policy's time limit for suing stops running from when you give proof of loss until the insurer denies the claim.",
  'Give notice of the loss immediately and proof of loss as soon as practicable.',
  'The insurer must tell you in writing which limitation period applies: within 60 days after you report a claim that is not settled, or within 5 business days after it denies the claim. If it does not, a court may extend the period.',
  'Ask the insurer in writing to keep the claim open for 60 days while you gather documents.',
  'Send a proof of loss even if the insurer has not asked for one.',
];

describe('the advisories in English', () => {
  it('read word for word as before, one per code', () => {
    expect(ADVISORIES.map((advisory) => advisory.text)).toEqual(ENGLISH_BEFORE);
    expect(ADVISORIES.map((advisory) => advisory.code)).toEqual([...ADVISORY_CODES]);
  });

  it('are shown as the server sent them to an English reader', () => {
    const [texas] = advisoriesFor('United States', 'TX');
    expect(advisoryText(texas!, null)).toEqual({ text: texas!.text, citation: 'Texas Insurance Code §542.060, §542.059' });
  });
});

const ENGLISH_WORDS = /\b(the|insurer|claim|policy|days|within|must)\b/i;

describe.each(['fr-CA', 'es-US'] satisfies DeadlineLocale[])('the advisories in %s', (locale) => {
  const words = deadlineWords(locale);

  it('state every figure the English states, in a sentence of their own', () => {
    for (const advisory of ADVISORIES) {
      const { text, citation } = advisoryText(advisory, words);
      expect(text, advisory.code).not.toMatch(ENGLISH_WORDS);
      expect(text, advisory.code).toMatch(/\.$/);
      expect(citation.trim(), advisory.code).not.toBe('');
      const figures = (sentence: string) => (sentence.match(/\d+/g) ?? []).sort();
      expect(figures(text), advisory.code).toEqual(figures(advisory.text));
    }
  });

  it('write the figures the server sent, whatever they are', () => {
    const california = ADVISORIES.find((advisory) => advisory.code === 'us-ca-time-limit-notice')!;
    expect(advisoryText({ ...california, params: { days: 45 } }, words).text).toContain(locale === 'fr-CA' ? '45 jours' : '45 días');
  });

  it('name the practice tips as Benji’s own, not a law', () => {
    const tips = ADVISORIES.filter((advisory) => advisory.jurisdiction === 'practice');
    for (const tip of tips) expect(advisoryText(tip, words).citation).toMatch(/Benji$/);
  });
});

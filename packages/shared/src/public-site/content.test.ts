import { describe, expect, it } from 'vitest';
import { FAQ } from './faq';
import { HOW_IT_WORKS } from './how-it-works';
import { SMART_TOOLS } from './smart-tools';
import { TESTIMONIALS } from './testimonials';

describe('landing content (spec 2.4 and 9)', () => {
  it('has twenty distinct FAQ entries, each with an answer', () => {
    expect(FAQ).toHaveLength(20);
    expect(new Set(FAQ.map((entry) => entry.question)).size).toBe(20);
    for (const entry of FAQ) expect(entry.answer.length).toBeGreaterThan(40);
  });

  it('has ten testimonials with ratings from 1 to 5', () => {
    expect(TESTIMONIALS).toHaveLength(10);
    for (const entry of TESTIMONIALS) expect(entry.rating).toBeGreaterThanOrEqual(1);
    for (const entry of TESTIMONIALS) expect(entry.rating).toBeLessThanOrEqual(5);
  });

  it('has the four steps and the five tools in the order of the spec', () => {
    expect(HOW_IT_WORKS.map((step) => step.title)).toEqual([
      'Upload Your Claim',
      'Get AI-Generated Responses',
      'Fight Back with Expert Guidance',
      'Secure Your Maximum Payout',
    ]);
    expect(SMART_TOOLS.map((tool) => tool.title)).toEqual([
      'AI Email Response Generator',
      'Letter Generator',
      'Policy Analyzer',
      'Proof of Loss Formatter',
      'EUO Toolkit',
    ]);
  });

  it('never claims that Benji gives legal advice or files claims', () => {
    const text = [...FAQ.map((entry) => entry.answer), ...HOW_IT_WORKS.map((step) => step.body)].join(' ');
    expect(text).not.toMatch(/we file your claim|legal advice from/i);
    expect(FAQ.find((entry) => entry.question === 'Does Benji file my claim for me?')?.answer).toMatch(/^No\./);
  });
});

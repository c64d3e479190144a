import { describe, expect, it } from 'vitest';
import { findTemplate } from '../templates/catalog';
import { TIPS } from './tips';

describe('tips', () => {
  it('are 12, numbered 1 to 12 in order', () => {
    expect(TIPS.map((tip) => tip.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it('have distinct titles and a short explanation', () => {
    expect(new Set(TIPS.map((tip) => tip.title)).size).toBe(TIPS.length);
    for (const tip of TIPS) {
      const sentences = tip.body.split(/(?<=[.!?])\s+/).length;
      expect(sentences, tip.title).toBeGreaterThanOrEqual(2);
      expect(sentences, tip.title).toBeLessThanOrEqual(3);
    }
  });

  it('point only at templates that exist', () => {
    const linked = TIPS.flatMap((tip) => (tip.templateId ? [tip.templateId] : []));
    expect(linked.length).toBeGreaterThan(0);
    for (const id of linked) expect(findTemplate(id), id).toBeDefined();
  });

  it('include the follow-up tip with the spec wait of 7 business days', () => {
    expect(TIPS.some((tip) => tip.title.includes('7 business days'))).toBe(true);
  });
});

import { TIP_FOLLOW_UP_BUSINESS_DAYS, TIPS } from '@benji/shared';
import { describe, expect, it } from 'vitest';
import spanishTips from '../../i18n/catalogues/es-US/tips.json';
import frenchTips from '../../i18n/catalogues/fr-CA/tips.json';
import { i18n } from '../../i18n/i18n';

const count = TIP_FOLLOW_UP_BUSINESS_DAYS;
const tipsIn = (locale: string) => {
  const t = i18n.getFixedT(locale, 'tips');
  return TIPS.map((tip) => ({
    title: t(`items.${String(tip.number) as '1'}.title`, { count }),
    body: t(`items.${String(tip.number) as '1'}.body`, { count }),
  }));
};

describe('the tips catalogue', () => {
  it("says in English what @benji/shared's TIPS (the spec's) say, word for word", () => {
    expect(tipsIn('en-US')).toEqual(TIPS.map(({ title, body }) => ({ title, body })));
  });

  it.each([
    ['fr-CA', frenchTips],
    ['es-US', spanishTips],
  ])('has every tip in %s, with no English title, body or word left', (locale, messages) => {
    i18n.addResourceBundle(locale, 'tips', messages);
    const english = tipsIn('en-US');
    tipsIn(locale).forEach(({ title, body }, index) => {
      expect(title).not.toBe(english[index]!.title);
      expect(body).not.toBe(english[index]!.body);
      expect(`${title}\n${body}`).not.toMatch(/\b(the|and|please|your|with|for|this|that|have|send)\b/i);
    });
  });
});

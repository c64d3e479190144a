import { TIP_FOLLOW_UP_BUSINESS_DAYS, TIPS } from '@benji/shared';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';

describe('the tips catalogue', () => {
  it("says in English what @benji/shared's TIPS (the spec's) say, word for word", () => {
    const t = i18n.getFixedT('en-US', 'tips');
    const count = TIP_FOLLOW_UP_BUSINESS_DAYS;
    const shown = TIPS.map((tip) => ({
      title: t(`items.${String(tip.number) as '1'}.title`, { count }),
      body: t(`items.${String(tip.number) as '1'}.body`, { count }),
    }));
    expect(shown).toEqual(TIPS.map(({ title, body }) => ({ title, body })));
  });
});

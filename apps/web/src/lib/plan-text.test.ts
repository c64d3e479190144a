import { ESSENTIAL_PLAN, PRO_ANNUAL_PLAN, PRO_MONTHLY_PLAN, periodLabel, planCopyFor } from '@benji/shared';
import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n';
import { planKeyOf, planName, planPeriod } from './plan-text';

describe("the plans' words", () => {
  const t = i18n.getFixedT('en-US', 'checkout');

  it.each([ESSENTIAL_PLAN, PRO_MONTHLY_PLAN, PRO_ANNUAL_PLAN, 'Family Plan - Monthly'])(
    "say in English what @benji/shared's copy of %s says",
    (packageType) => {
      const copy = planCopyFor(packageType);
      const key = planKeyOf(packageType);
      const words = key ?? 'other';
      expect(planName(packageType)).toBe(packageType);
      expect(planPeriod(packageType)).toBe(periodLabel(packageType));
      expect({
        shortName: key ? t(`plans.${key}.shortName`) : packageType,
        description: t(`plans.${words}.description`),
        features: Object.values(t(`plans.${words}.features`, { returnObjects: true }) as unknown as Record<string, string>),
        tooltip: t(`plans.${words}.tooltip`),
      }).toEqual({ shortName: copy.shortName, description: copy.description, features: copy.features, tooltip: copy.tooltip });
    },
  );
});

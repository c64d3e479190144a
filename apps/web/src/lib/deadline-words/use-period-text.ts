import type { Period } from '@benji/shared';
import { useTranslation } from '../../i18n/use-translation';

/**
 * "15 business days", "2 years", "60 jours civils": a period in the interface's language, in
 * English exactly as @benji/shared's describePeriod writes it (12 months make a year).
 */
export function usePeriodText(): (period: Period) => string {
  const { t } = useTranslation('claims');
  return (period) => {
    if (period.unit === 'months') {
      return period.months % 12 === 0
        ? t('deadlines.period.year', { count: period.months / 12 })
        : t('deadlines.period.month', { count: period.months });
    }
    return period.unit === 'business'
      ? t('deadlines.period.business', { count: period.days })
      : t('deadlines.period.calendar', { count: period.days });
  };
}

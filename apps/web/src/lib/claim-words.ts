import { isClaimType, isCountry, type TClaimStatus } from '@benji/shared';
import { useMemo } from 'react';
import { useTranslation } from '../i18n/use-translation';

/**
 * A claim's words from the app's own lists, in the user's language: its type, country and status
 * are stored in English (the API's values) and shown from the frame's catalogue. A value outside
 * the lists (an old claim) is shown as it was stored. The same object until the language changes.
 */
export function useClaimWords() {
  const { t } = useTranslation('frame');
  return useMemo(
    () => ({
      claimType: (type: string) => (isClaimType(type) ? t(`claimTypes.${type}`) : type),
      country: (country: string) => (isCountry(country) ? t(`countries.${country}`) : country),
      status: (status: TClaimStatus) => t(`statuses.${status}`),
    }),
    [t],
  );
}

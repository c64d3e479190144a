import type { DeadlineWords } from '@benji/shared';
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { deadlineLocaleOf, loadDeadlineWords, loadedDeadlineWords, subscribeToDeadlineWords } from './load-deadline-words';

/**
 * The deadline rules' words in the interface's language; null in English (the deadlines are
 * shown as the server wrote them) and until the language's table has arrived.
 */
export function useDeadlineWords(): DeadlineWords | null {
  const { i18n } = useTranslation();
  const locale = deadlineLocaleOf(i18n.language);
  const words = useSyncExternalStore(subscribeToDeadlineWords, () => (locale ? loadedDeadlineWords(locale) : undefined));
  useEffect(() => {
    if (locale && !words) void loadDeadlineWords(locale);
  }, [locale, words]);
  return words ?? null;
}

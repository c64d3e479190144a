import type { TDeadline } from '@benji/shared';
import { formatDay } from '../../i18n/format';
import { useTranslation } from '../../i18n/use-translation';
import { deadlineText, type DeadlineText } from '@benji/shared';
import { usePeriodText } from './use-period-text';
import { useDeadlineWords } from './use-deadline-words';

/** The deadline's own words in the interface's language (see deadlineText). */
export function useDeadlineText(deadline: TDeadline): DeadlineText {
  const words = useDeadlineWords();
  const { t } = useTranslation('claims');
  const periodText = usePeriodText();
  return deadlineText(deadline, words, {
    provisional: (reason) => (reason ? t('deadlines.provisionalNote', { reason }) : t('deadlines.provisionalNoteUnexplained')),
    counted: (period, trigger, on) => t('deadlines.basis', { period: periodText(period), trigger, date: formatDay(on) }),
    extended: (counted, original) => t('deadlines.basisExtended', { counted, original }),
    paused: ({ days, from, until }) =>
      until
        ? t('deadlines.basisPaused', { count: days, from: formatDay(from), until: formatDay(until) })
        : t('deadlines.basisStillPaused', { count: days, from: formatDay(from) }),
    rolled: (from, to, law) => t('deadlines.basisRolled', { from: formatDay(from), to: formatDay(to), law }),
  });
}

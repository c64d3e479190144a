import { calendarPaths, deadlineEventFilename, localToday, type TDeadline } from '@benji/shared';
import { CalendarPlus } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { codeOf, serverText } from '../../../../i18n/server-text';
import { useTranslation } from '../../../../i18n/use-translation';
import { saveBlob } from '../../../../lib/save-blob';
import toast from '../../../../lib/toast';
import { fetchBlob } from '../../../../store/fetch-blob';
import { useAppDispatch } from '../../../../store/hooks';

/**
 * Saves one deadline as an .ics file for the user's calendar app. Fetched with the user's token
 * (a plain link would carry none), then handed to the browser's save flow.
 */
export function AddToCalendarButton({
  claimId,
  deadline,
  titleId,
}: {
  claimId: number;
  deadline: TDeadline;
  /** The card's title: the button is named "Add to calendar: <title>" from it, the title in its own language. */
  titleId: string;
}) {
  const { t } = useTranslation('claims');
  const dispatch = useAppDispatch();
  const [downloading, setDownloading] = useState(false);
  const prefixId = useId();

  async function download() {
    setDownloading(true);
    try {
      const result = await dispatch(fetchBlob(calendarPaths.deadlineEvent(claimId, deadline.ruleId, deadline.triggeredOn, localToday())));
      if ('error' in result) {
        toast.error(t('deadlines.calendarFailed', { reason: await serverText(result.error.message, codeOf(result.error)) }));
        return;
      }
      saveBlob(result.blob, deadlineEventFilename(deadline.ruleId, deadline.dueOn));
    } finally {
      setDownloading(false);
    }
  }

  return (
    // Named by reference, not by an aria-label, which could not say that the title is in another
    // language when it is the server's English on a French or Spanish page.
    <Button variant="secondary" size="sm" loading={downloading} aria-labelledby={`${prefixId} ${titleId}`} onClick={() => void download()}>
      {!downloading && <CalendarPlus aria-hidden="true" className="size-4" />}
      {t('deadlines.addToCalendar')}
      <span id={prefixId} hidden>
        {t('deadlines.addToCalendarFor')}
      </span>
    </Button>
  );
}

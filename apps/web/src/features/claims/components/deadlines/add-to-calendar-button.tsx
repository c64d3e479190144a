import { calendarPaths, deadlineEventFilename, localToday, type TDeadline } from '@benji/shared';
import { CalendarPlus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { useTranslation } from '../../../../i18n/use-translation';
import { saveBlob } from '../../../../lib/save-blob';
import toast from '../../../../lib/toast';
import { fetchBlob } from '../../../../store/fetch-blob';
import { useAppDispatch } from '../../../../store/hooks';

/**
 * Saves one deadline as an .ics file for the user's calendar app. Fetched with the user's token
 * (a plain link would carry none), then handed to the browser's save flow.
 */
export function AddToCalendarButton({ claimId, deadline, title }: { claimId: number; deadline: TDeadline; title: string }) {
  const { t } = useTranslation('claims');
  const dispatch = useAppDispatch();
  const [downloading, setDownloading] = useState(false);

  async function download() {
    setDownloading(true);
    try {
      const result = await dispatch(fetchBlob(calendarPaths.deadlineEvent(claimId, deadline.ruleId, deadline.triggeredOn, localToday())));
      if ('error' in result) {
        toast.error(t('deadlines.calendarFailed', { reason: result.error.message }));
        return;
      }
      saveBlob(result.blob, deadlineEventFilename(deadline.ruleId, deadline.dueOn));
    } finally {
      setDownloading(false);
    }
  }

  return (
    <Button
      variant="secondary"
      size="sm"
      loading={downloading}
      aria-label={t('deadlines.addToCalendarFor', { title })}
      onClick={() => void download()}
    >
      {!downloading && <CalendarPlus aria-hidden="true" className="size-4" />}
      {t('deadlines.addToCalendar')}
    </Button>
  );
}

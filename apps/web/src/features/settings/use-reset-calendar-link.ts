import { GENERIC_ERROR_MESSAGE } from '../../lib/api/api-error';
import { confirmResetCalendarLink } from '../../lib/dialogs';
import toast from '../../lib/toast';
import { useResetCalendarFeedMutation } from './calendar-api';
import { failureText, serverText } from '../../i18n/server-text';

/** Resets the feed address after the user confirms; the outcome is a toast (`said`, else the server's message). */
export function useResetCalendarLink(said?: string) {
  const [resetFeed, { isLoading: resetting }] = useResetCalendarFeedMutation();

  async function reset() {
    if (!(await confirmResetCalendarLink())) return;
    try {
      const { message } = await resetFeed().unwrap();
      toast.success(said ?? (await serverText(message)));
    } catch (failure) {
      toast.error(await failureText(failure, GENERIC_ERROR_MESSAGE));
    }
  }

  return { reset, resetting };
}

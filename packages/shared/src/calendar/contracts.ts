import { z } from 'zod';
import { ZDeadlinesQuery } from '../diary/deadline-contracts';
import { CalendarMessage } from './messages';

// A plain string, not z.url(): without PUBLIC_URL the host comes from the request, and an odd Host
// header must not turn the answer into a 500.
/** GET calendar/feed/: the feed's full address, secret token included. */
export const ZCalendarFeedResponse = z.object({ url: z.string() });
export type TCalendarFeedResponse = z.infer<typeof ZCalendarFeedResponse>;

/** POST calendar/feed/reset/: the new address. */
export const ZCalendarFeedResetResponse = z.object({ message: z.string(), url: z.string() });
export type TCalendarFeedResetResponse = z.infer<typeof ZCalendarFeedResetResponse>;

/** GET my-claims/{id}/deadlines/{ruleId}/calendar.ics: which clock of the rule, and optionally the caller's today. */
export const ZDeadlineEventQuery = ZDeadlinesQuery.extend({
  triggered: z.iso.date({ error: CalendarMessage.triggeredInvalid }),
});
export type TDeadlineEventQuery = z.infer<typeof ZDeadlineEventQuery>;

/** Rule ids as the rules name them: 'us-tx-542-056', 'ca-on-limitation'. */
export const ZDeadlineRuleId = z
  .string({ error: CalendarMessage.ruleInvalid })
  .regex(/^[a-z0-9-]{1,80}$/, { error: CalendarMessage.ruleInvalid });

/** The calendar feed and the one-deadline download (beyond the spec: issue 16, Calendar). */
export const calendarPaths = {
  /** GET: the caller's feed address, made on the first call. */
  feed: '/api/calendar/feed/',
  /** POST: a new address; the old one stops working. */
  resetFeed: '/api/calendar/feed/reset/',
  /** Public: calendar apps fetch it without a token; the secret token in the path is the key. */
  feedFile: (token: string) => `/api/calendar/${encodeURIComponent(token)}.ics`,
  /**
   * One deadline as an .ics file; `triggeredOn` tells apart two clocks of the same rule, and
   * `today`, the caller's own date, decides whether it is already overdue (as for the deadlines).
   */
  deadlineEvent: (claimId: number, ruleId: string, triggeredOn: string, today?: string) =>
    `/api/my-claims/${claimId}/deadlines/${encodeURIComponent(ruleId)}/calendar.ics?triggered=${encodeURIComponent(triggeredOn)}` +
    (today ? `&today=${encodeURIComponent(today)}` : ''),
} as const;

/** 'benji-us-tx-542-056-2024-04-26.ics': the rule and the due date, safe in any file system. */
export function deadlineEventFilename(ruleId: string, dueOn: string): string {
  return `benji-${ruleId.replace(/[^a-z0-9-]/gi, '-')}-${dueOn}.ics`;
}

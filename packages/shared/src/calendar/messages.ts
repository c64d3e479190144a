// The calendar feature's wording, shared by the server's answers and the Calendar tab.
export const CalendarMessage = {
  feedReset: 'Your calendar link was reset. The old address no longer works: subscribe again with the new one.',
  feedNotFound: 'Calendar feed not found.',
  feedPaused: 'This calendar feed is paused: the trial or plan of its account has ended. It starts again with a subscription.',
  ruleInvalid: 'A deadline rule id is lower-case letters, digits and hyphens.',
  ruleUnknown: 'No deadline rule has that id.',
  triggeredInvalid: 'Send the date the deadline started counting from as YYYY-MM-DD (triggered=).',
  deadlineNotFound: 'This claim has no open deadline under that rule counted from that date.',
} as const;

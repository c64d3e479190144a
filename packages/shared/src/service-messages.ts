/** What any endpoint may answer when the service itself, not the request, is the problem. */
export const ServiceMessage = {
  /** 503 while the database cannot be reached (a restart, a failover): the request changed nothing. */
  brieflyUnavailable: 'The service is briefly unavailable. Please try again in a moment.',
} as const;

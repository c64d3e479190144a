/** What any endpoint may answer when the service itself, or the request's form rather than its content, is the problem. */
export const ServiceMessage = {
  /** 503 while the database cannot be reached (a restart, a failover): the request changed nothing. */
  brieflyUnavailable: 'The service is briefly unavailable. Please try again in a moment.',
  /** The health check's 503. */
  databaseUnreachable: 'The database is not reachable.',
  /** Anything unexpected: logged, and answered with nothing of what went wrong. */
  internalError: 'Something went wrong on our side. Please try again.',
  notFound: 'Not found.',
  requestTooLarge: 'The request is too large.',
  unsupportedContentType: 'Unsupported content type.',
  invalidJson: 'The request body is not valid JSON.',
  formMalformed: 'The form data is malformed.',
  /** A validation failure that came without its own words. */
  invalidValue: 'Invalid value.',
} as const;

import { createTestApp, type TestApp } from '../../../test/support/test-app';

/** The day every scenario's diary is written against; deadlines are counted to it. */
export const PINNED_TODAY = '2026-11-20';

/**
 * The real app on the embedded database, as the API tests build it, with the assistant's clock
 * pinned: the same diary must give the same deadlines whatever day the evaluation runs.
 */
export function startApp(): Promise<TestApp> {
  return createTestApp({}, { now: () => new Date(`${PINNED_TODAY}T12:00:00Z`) });
}

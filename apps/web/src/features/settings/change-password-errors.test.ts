import { describe, expect, it } from 'vitest';
import type { ApiError } from '../../lib/api/api-error';
import { mapChangePasswordError } from './change-password-errors';

const failure = (data: unknown, status: ApiError['status'] = 400): ApiError => ({ status, data, message: 'x' });

describe('mapChangePasswordError', () => {
  it('shows a string body as a general error', () => {
    expect(mapChangePasswordError(failure('Account locked'))).toEqual({ general: 'Account locked' });
  });

  it('shows the first old_password item, with a default', () => {
    expect(mapChangePasswordError(failure({ old_password: ['Wrong password.', 'other'] }))).toEqual({ old_password: 'Wrong password.' });
    expect(mapChangePasswordError(failure({ old_password: [] }))).toEqual({ old_password: 'Invalid current password' });
  });

  it('shows the first new_password item, with a default', () => {
    expect(mapChangePasswordError(failure({ new_password: ['Too short.'] }))).toEqual({ new_password: 'Too short.' });
    expect(mapChangePasswordError(failure({ new_password: null }))).toEqual({ new_password: 'Invalid new password' });
  });

  it('shows a message field as a general error', () => {
    expect(mapChangePasswordError(failure({ message: 'Trial over' }, 402))).toEqual({ general: 'Trial over' });
  });

  it('falls back to the generic sentence', () => {
    expect(mapChangePasswordError(failure({ detail: 'Nope' }, 500))).toEqual({ general: 'Failed to update password. Please try again.' });
    expect(mapChangePasswordError(new Error('boom'))).toEqual({ general: 'Failed to update password. Please try again.' });
  });

  it('reports a network error when no answer arrived', () => {
    expect(mapChangePasswordError(failure(undefined, 'FETCH_ERROR'))).toEqual({
      general: 'Network error. Please check your connection and try again.',
    });
  });
});

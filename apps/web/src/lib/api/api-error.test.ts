import { describe, expect, it } from 'vitest';
import { messageFromBody, toApiError } from './api-error';

describe('messageFromBody', () => {
  it('reads detail, then message, then error, then the first field error', () => {
    expect(messageFromBody({ detail: 'D', message: 'M' })).toBe('D');
    expect(messageFromBody({ message: 'M', error: 'E' })).toBe('M');
    expect(messageFromBody({ error: 'E' })).toBe('E');
    expect(messageFromBody({ phone_number: ['Ensure this field has not more than 15 characters.'] })).toBe(
      'Ensure this field has not more than 15 characters.',
    );
    expect(messageFromBody({})).toBeUndefined();
  });
});

describe('toApiError', () => {
  it('keeps the status and body of an HTTP failure', () => {
    expect(toApiError({ status: 402, data: { detail: 'Pay', message: 'Trial over' } })).toEqual({
      status: 402,
      data: { detail: 'Pay', message: 'Trial over' },
      message: 'Pay',
    });
  });

  it('names a transport failure a network error', () => {
    expect(toApiError({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }).message).toBe(
      'Network error. Please check your connection and try again.',
    );
  });
});

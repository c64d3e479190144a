import { describe, expect, it } from 'vitest';
import { ZContactRequest, ZPaymentRequest } from './contracts';
import { ContactMessage } from './messages';
import { CONTACT_MESSAGE_MAX } from './limits';
import { ESSENTIAL_PLAN, PRO_ANNUAL_PLAN, PRO_MONTHLY_PLAN, billingIntervalOf, periodLabel, planCopyFor } from './plan-copy';

describe('plan copy (spec 2.10, 3, 9)', () => {
  it('puts Most Popular on Essential and Save 25% on Pro Annual only', () => {
    expect(planCopyFor(ESSENTIAL_PLAN).badge).toBe('Most Popular');
    expect(planCopyFor(PRO_ANNUAL_PLAN).badge).toBe('Save 25%');
    expect(planCopyFor(PRO_MONTHLY_PLAN).badge).toBeUndefined();
  });

  it('labels Annual per year, Monthly per month and anything else one-time', () => {
    expect(periodLabel(PRO_ANNUAL_PLAN)).toBe('per year');
    expect(periodLabel(PRO_MONTHLY_PLAN)).toBe('per month');
    expect(periodLabel(ESSENTIAL_PLAN)).toBe('one-time');
    expect(periodLabel('Family Plan')).toBe('one-time');
    expect(billingIntervalOf(PRO_ANNUAL_PLAN)).toBe('year');
    expect(billingIntervalOf(ESSENTIAL_PLAN)).toBe('one_time');
  });

  it('gives an unknown package a plain card with features and a tooltip', () => {
    const copy = planCopyFor('Family Plan');
    expect(copy.shortName).toBe('Family Plan');
    expect(copy.features.length).toBeGreaterThan(0);
    expect(copy.badge).toBeUndefined();
  });
});

describe('contracts', () => {
  it('reads a package id given as a number or a numeric string', () => {
    expect(ZPaymentRequest.parse({ id: '2' })).toEqual({ id: 2 });
    expect(ZPaymentRequest.safeParse({ id: 'two' }).success).toBe(false);
    expect(ZPaymentRequest.safeParse({ id: 0 }).success).toBe(false);
  });

  it('requires only a valid e-mail on a contact message and caps the message', () => {
    expect(ZContactRequest.parse({ email: ' ana@example.com ' })).toEqual({
      first_name: '',
      last_name: '',
      country: '',
      email: 'ana@example.com',
      message: '',
    });
    const bad = ZContactRequest.safeParse({ email: 'not-an-email' });
    expect(bad.error?.issues[0]?.message).toBe(ContactMessage.emailInvalid);
    const long = ZContactRequest.safeParse({ email: 'ana@example.com', message: 'x'.repeat(CONTACT_MESSAGE_MAX + 1) });
    expect(long.error?.issues[0]?.message).toBe(ContactMessage.messageTooLong(CONTACT_MESSAGE_MAX));
  });
});

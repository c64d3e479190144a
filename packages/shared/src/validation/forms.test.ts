import { describe, expect, it } from 'vitest';
import { digitsOnly, validateChangePassword, validateOtp, validateProfilePhoto, validateResetPassword, validateSignup } from './forms';

const signup = {
  full_name: 'Ana Ruiz',
  email: 'ana@example.com',
  address: '1 Main St',
  phone_number: '',
  password: 'longenough',
  agreed: true,
};

describe('sign-up rules', () => {
  it('accepts a complete form with no phone', () => expect(validateSignup(signup)).toBeNull());
  it('requires the terms checkbox', () =>
    expect(validateSignup({ ...signup, agreed: false })).toBe('Please agree to the Terms of Use and Privacy Policy'));
  it('requires 8-character passwords', () =>
    expect(validateSignup({ ...signup, password: '1234567' })).toBe('Password must be at least 8 characters long.'));
  it('caps the phone at 15 characters', () => {
    expect(validateSignup({ ...signup, phone_number: '1'.repeat(15) })).toBeNull();
    expect(validateSignup({ ...signup, phone_number: '1'.repeat(16) })).toBe('Phone number must be not more than 15 characters.');
  });
  it('requires name, e-mail and address', () => {
    expect(validateSignup({ ...signup, full_name: ' ' })).toBe('Full name is required.');
    expect(validateSignup({ ...signup, email: '' })).toBe('Email is required.');
    expect(validateSignup({ ...signup, email: 'not-an-email' })).toBe('Please enter a valid email address.');
    expect(validateSignup({ ...signup, address: '' })).toBe('Address is required.');
  });
});

describe('one-time code', () => {
  it('needs all 6 digits', () => {
    expect(validateOtp(['1', '2', '3', '4', '5', '6'])).toBeNull();
    expect(validateOtp(['1', '2', '3', '4', '5', ''])).toBe('Please enter the complete OTP code');
    expect(validateOtp(['1', '2', '3', '4', '5'])).toBe('Please enter the complete OTP code');
  });
});

describe('reset password', () => {
  it('needs matching passwords of 8 or more', () => {
    expect(validateResetPassword('abcdefgh', 'abcdefgh')).toBeNull();
    expect(validateResetPassword('abcdefgh', 'abcdefgX')).toBe('Passwords do not match');
    expect(validateResetPassword('abc', 'abc')).toBe('Password must be at least 8 characters long');
  });
});

describe('change password', () => {
  const valid = { old_password: 'oldpassword', new_password: 'newpassword', confirm_password: 'newpassword' };
  it('passes a valid change', () => expect(validateChangePassword(valid)).toEqual({}));
  it('reports each missing field', () =>
    expect(validateChangePassword({ old_password: '', new_password: '', confirm_password: '' })).toEqual({
      old_password: 'Current password is required',
      new_password: 'New password is required',
      confirm_password: 'Please confirm your new password',
    }));
  it('checks length, difference and confirmation', () => {
    expect(validateChangePassword({ ...valid, new_password: 'short', confirm_password: 'short' }).new_password).toBe(
      'New password must be at least 8 characters long',
    );
    expect(validateChangePassword({ ...valid, new_password: 'oldpassword', confirm_password: 'oldpassword' }).new_password).toBe(
      'New password must be different from current password',
    );
    expect(validateChangePassword({ ...valid, confirm_password: 'different1' }).confirm_password).toBe('Passwords do not match');
  });
});

describe('profile', () => {
  it('accepts jpeg, jpg and png up to 2MB', () => {
    expect(validateProfilePhoto({ type: 'image/png', size: 2 * 1024 * 1024 })).toBeNull();
    expect(validateProfilePhoto({ type: 'image/jpg', size: 10 })).toBeNull();
    expect(validateProfilePhoto({ type: 'image/gif', size: 10 })).toBe('Please select a valid image file (.jpg, .jpeg, .png)');
    expect(validateProfilePhoto({ type: 'image/jpeg', size: 2 * 1024 * 1024 + 1 })).toBe('File size must be less than 2MB');
  });
  it('keeps digits only in phone numbers', () => expect(digitsOnly('+1 (555) 010-9999')).toBe('15550109999'));
});

// Client-side form rules of spec section 5, with the spec's exact messages.
// The server checks the same things again with its own field-error wording.
import { OTP_LENGTH, PASSWORD_MIN_LENGTH, PHONE_MAX_LENGTH, PROFILE_PHOTO_MAX_BYTES, PROFILE_PHOTO_TYPES } from '../limits';

export type FormErrors<K extends string> = Partial<Record<K, string>>;

export interface SignupValues {
  full_name: string;
  email: string;
  address: string;
  phone_number: string;
  password: string;
  agreed: boolean;
}

/** Returns the first failing rule's message, or null. The order is the form's top-to-bottom order. */
/** Every problem of the sign-up form at once, each on its field ('agreed' is the terms checkbox). */
export function signupErrors(values: SignupValues): FormErrors<keyof SignupValues> {
  const errors: FormErrors<keyof SignupValues> = {};
  if (!values.full_name.trim()) errors.full_name = 'Full name is required.';
  if (!values.email.trim()) errors.email = 'Email is required.';
  else if (!isEmail(values.email)) errors.email = 'Please enter a valid email address.';
  if (!values.address.trim()) errors.address = 'Address is required.';
  if (values.phone_number.length > PHONE_MAX_LENGTH) errors.phone_number = 'Phone number must be not more than 15 characters.';
  if (values.password.length < PASSWORD_MIN_LENGTH) errors.password = 'Password must be at least 8 characters long.';
  if (!values.agreed) errors.agreed = 'Please agree to the Terms of Use and Privacy Policy';
  return errors;
}

/** Spec 5, sign-in: an e-mail of e-mail form and a password, each said under its field. */
export function signInErrors(values: { email: string; password: string }): FormErrors<'email' | 'password'> {
  const errors: FormErrors<'email' | 'password'> = {};
  if (!values.email.trim()) errors.email = 'Email is required.';
  else if (!isEmail(values.email)) errors.email = 'Please enter a valid email address.';
  if (!values.password) errors.password = 'Password is required.';
  return errors;
}

/** The first problem of the sign-up form, in the form's order, or null. */
export function validateSignup(values: SignupValues): string | null {
  return Object.values(signupErrors(values))[0] ?? null;
}

/** Each problem of the new-password form on its field. */
export function resetPasswordErrors(password: string, confirm: string): FormErrors<'password' | 'confirm'> {
  const errors: FormErrors<'password' | 'confirm'> = {};
  if (password.length < PASSWORD_MIN_LENGTH) errors.password = 'Password must be at least 8 characters long';
  if (password !== confirm) errors.confirm = 'Passwords do not match';
  return errors;
}

export function validateOtp(digits: readonly string[]): string | null {
  const complete = digits.length === OTP_LENGTH && digits.every((digit) => /^\d$/.test(digit));
  return complete ? null : 'Please enter the complete OTP code';
}

export function validateResetPassword(password: string, confirm: string): string | null {
  if (password !== confirm) return 'Passwords do not match';
  if (password.length < PASSWORD_MIN_LENGTH) return 'Password must be at least 8 characters long';
  return null;
}

export interface ChangePasswordValues {
  old_password: string;
  new_password: string;
  confirm_password: string;
}

export function validateChangePassword(values: ChangePasswordValues): FormErrors<keyof ChangePasswordValues> {
  const errors: FormErrors<keyof ChangePasswordValues> = {};
  if (!values.old_password) errors.old_password = 'Current password is required';
  if (!values.new_password) errors.new_password = 'New password is required';
  else if (values.new_password.length < PASSWORD_MIN_LENGTH) errors.new_password = 'New password must be at least 8 characters long';
  else if (values.old_password && values.new_password === values.old_password)
    errors.new_password = 'New password must be different from current password';
  if (!values.confirm_password) errors.confirm_password = 'Please confirm your new password';
  else if (values.confirm_password !== values.new_password) errors.confirm_password = 'Passwords do not match';
  return errors;
}

export function validateProfilePhoto(file: { type: string; size: number }): string | null {
  if (!(PROFILE_PHOTO_TYPES as readonly string[]).includes(file.type)) return 'Please select a valid image file (.jpg, .jpeg, .png)';
  if (file.size > PROFILE_PHOTO_MAX_BYTES) return 'File size must be less than 2MB';
  return null;
}

/** Phone inputs keep digits only (spec 5, Profile). */
export function digitsOnly(value: string): string {
  return value.replace(/\D+/g, '');
}

export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}

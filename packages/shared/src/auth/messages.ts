// Kept apart from the schemas so the web app can import the messages without pulling in zod.
/** Messages the screens branch on (spec section 4): keep them byte-for-byte. */
export const AuthMessage = {
  registered: 'Account created successfully.',
  loginSuccess: 'Login successful!',
  loginFailed: 'Invalid email or password.',
  otpSent: 'OTP sent to email.',
  otpVerified: 'OTP verified.',
  otpInvalid: 'Invalid OTP.',
  otpExpired: 'OTP expired.',
  passwordResetDone: 'Password reset successful.',
  passwordChanged: 'Password updated successfully!',
  oldPasswordWrong: 'Invalid current password',
  newPasswordSame: 'New password must be different from current password',
  loggedOut: 'Logged out.',
  googleNotConfigured: 'Google sign-in is not configured on this server.',
  googleTokenRequired: 'Sign in through the Google button: a Google ID token is required.',
  googleTokenInvalid: 'Google sign-in could not be verified. Please try again.',
  googleSuccess: 'Successfully signed in with Google!',
  sessionExpired: 'Your session has expired. Please sign in again.',
  crossSiteRefused:
    'Refused: a request signed in by the session cookie must come from the Benji app itself (the X-Requested-With: benji header, from the same site).',
  notAuthenticated: 'Authentication credentials were not provided.',
  trialOver: 'Your 3-day free trial has ended. Please subscribe to continue using the service.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  profileUpdated: 'Profile successfully updated',
} as const;

/** What the e-mail verification routes answer; the banner shows them as they are. */
export const EmailVerificationMessage = {
  verified: 'Your e-mail address is verified. Thank you!',
  codeSent: 'We sent a new code to your e-mail address.',
  codeWrong: 'That code is not right. Check the e-mail we sent you and try again.',
  codeExpired: 'That code has expired. Send a new code and try again.',
  tooManyAttempts: 'Too many wrong codes. Send a new code and try again.',
  noCode: 'There is no code to check. Send a new code first.',
  alreadyVerified: 'Your e-mail address is already verified.',
} as const;

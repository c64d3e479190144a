// Kept apart from the schemas so the web app can import the paths without pulling in zod.
export const authPaths = {
  register: '/api/register/',
  login: '/api/login/',
  refresh: '/api/token/refresh/',
  logout: '/api/logout/',
  googleLogin: '/api/auth/google-login/',
  forgotPassword: '/api/forgot-password/',
  verifyOtp: '/api/verify-otp/',
  resetPassword: '/api/reset-password/',
  changePassword: '/api/change-password/',
  verifyEmail: '/api/verify-email/',
  resendEmailCode: '/api/resend-email-code/',
  profile: '/api/update-profile/',
  config: '/api/config/',
} as const;

/**
 * The refresh token travels in an HttpOnly cookie the page script never sees. A call that relies on
 * the cookie must carry the header below: a cross-site form cannot set it, and a cross-site fetch
 * that sets it needs a CORS preflight the server never grants.
 */
export const refreshCookie = {
  name: 'benji_refresh',
  csrfHeader: 'X-Requested-With',
  csrfValue: 'benji',
} as const;

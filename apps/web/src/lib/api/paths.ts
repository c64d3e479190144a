import type { authPaths } from '@benji/shared';

/**
 * The auth endpoints, checked (both ways: no extra, none missing) against @benji/shared's `authPaths` at compile time. A value import
 * of `authPaths` would pull zod into the first bundle: its module also builds the schemas.
 */
export const apiPaths = {
  register: '/api/register/',
  login: '/api/login/',
  refresh: '/api/token/refresh/',
  logout: '/api/logout/',
  googleLogin: '/api/auth/google-login/',
  forgotPassword: '/api/forgot-password/',
  verifyOtp: '/api/verify-otp/',
  resetPassword: '/api/reset-password/',
  changePassword: '/api/change-password/',
  profile: '/api/update-profile/',
  config: '/api/config/',
} as const satisfies typeof authPaths;


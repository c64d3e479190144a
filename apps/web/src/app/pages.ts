import { preloadServerText } from '../i18n/server-text';
import { lazyPage as page } from './lazy-page';
import { loadSignedInPages } from './signed-in-page';

// Every page is its own chunk: /home and /login download only what they show. The pages inside the
// signed-in frame are listed in signed-in-pages.ts, fetched with the frame.
export const AppLayout = page(
  // A reader of French or Spanish gets the server's messages translated from the first one on a signed-in page.
  () => Promise.all([import('./layout/app-layout'), loadSignedInPages(), preloadServerText()]).then(([module]) => module),
  (m) => m.AppLayout,
  ['frame'],
);
export const LandingPage = page(
  () => import('../features/landing/landing-page'),
  (m) => m.LandingPage,
  ['landing'],
);
export const LoginPage = page(
  () => import('../features/auth/login-page'),
  (m) => m.LoginPage,
  ['auth'],
);
export const SignupPage = page(
  () => import('../features/auth/signup-page'),
  (m) => m.SignupPage,
  ['auth'],
);
export const ForgotPasswordPage = page(
  () => import('../features/password-reset/forgot-password-page'),
  (m) => m.ForgotPasswordPage,
  ['passwordReset'],
);
export const VerifyOtpPage = page(
  () => import('../features/password-reset/verify-otp-page'),
  (m) => m.VerifyOtpPage,
  ['passwordReset'],
);
export const CreateNewPasswordPage = page(
  () => import('../features/password-reset/create-new-password-page'),
  (m) => m.CreateNewPasswordPage,
  ['passwordReset'],
);
export const PasswordUpdatedPage = page(
  () => import('../features/password-reset/password-updated-page'),
  (m) => m.PasswordUpdatedPage,
  ['passwordReset'],
);
export const PrivacyPolicyPage = page(
  () => import('../features/legal/privacy-policy-page'),
  (m) => m.PrivacyPolicyPage,
  ['legal'],
);
export const TermsPage = page(
  () => import('../features/legal/terms-page'),
  (m) => m.TermsPage,
  ['legal'],
);
export const TestCheckoutPage = page(
  () => import('../features/checkout/test-checkout-page'),
  (m) => m.TestCheckoutPage,
  ['checkout'],
);
export const CheckoutSuccessPage = page(
  () => import('../features/checkout/checkout-success-page'),
  (m) => m.CheckoutSuccessPage,
  ['checkout'],
);

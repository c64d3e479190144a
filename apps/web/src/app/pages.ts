import { lazy, type ComponentType } from 'react';
import type { DeferredNamespace } from '../i18n/deferred-catalogues';
import { loadNamespace } from '../i18n/i18n';

/**
 * A page as a chunk of its own, fetched together with the messages it shows (in the active
 * language), so that it never renders a key and the two downloads do not wait for each other.
 * /home and /login download only what they show.
 */
function page<Module>(load: () => Promise<Module>, pick: (module: Module) => ComponentType, namespaces: DeferredNamespace[] = []) {
  return lazy(() => Promise.all([load(), ...namespaces.map(loadNamespace)]).then(([module]) => ({ default: pick(module) })));
}

export const AppLayout = page(
  () => import('./layout/app-layout'),
  (m) => m.AppLayout,
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
);
export const TermsPage = page(
  () => import('../features/legal/terms-page'),
  (m) => m.TermsPage,
);
export const TestCheckoutPage = page(
  () => import('../features/checkout/test-checkout-page'),
  (m) => m.TestCheckoutPage,
);
export const CheckoutSuccessPage = page(
  () => import('../features/checkout/checkout-success-page'),
  (m) => m.CheckoutSuccessPage,
);
export const DashboardPage = page(
  () => import('../features/dashboard/dashboard-page'),
  (m) => m.DashboardPage,
);
export const SavedMessagesPage = page(
  () => import('../features/saved-messages/saved-messages-page'),
  (m) => m.SavedMessagesPage,
);
export const ClaimStatusPage = page(
  () => import('../features/claims/claim-status-page'),
  (m) => m.ClaimStatusPage,
);
export const InventoryPage = page(
  () => import('../features/inventory/inventory-page'),
  (m) => m.InventoryPage,
);
export const VideoPage = page(
  () => import('../features/video/video-page'),
  (m) => m.VideoPage,
);
export const TipsPage = page(
  () => import('../features/tips/tips-page'),
  (m) => m.TipsPage,
);
export const TemplateStorePage = page(
  () => import('../features/templates/template-store-page'),
  (m) => m.TemplateStorePage,
);
export const SettingsPage = page(
  () => import('../features/settings/settings-page'),
  (m) => m.SettingsPage,
);
export const ChatPage = page(
  () => import('../features/chat/chat-page'),
  (m) => m.ChatPage,
);
export const ApplicationPage = page(
  () => import('../features/application/application-page'),
  (m) => m.ApplicationPage,
);

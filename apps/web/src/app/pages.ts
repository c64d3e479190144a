import { lazy } from 'react';

// Every page is its own chunk: /home and /login download only what they show.
export const AppLayout = lazy(() => import('./layout/app-layout').then((m) => ({ default: m.AppLayout })));
export const LandingPage = lazy(() => import('../features/landing/landing-page').then((m) => ({ default: m.LandingPage })));
export const LoginPage = lazy(() => import('../features/auth/login-page').then((m) => ({ default: m.LoginPage })));
export const SignupPage = lazy(() => import('../features/auth/signup-page').then((m) => ({ default: m.SignupPage })));
export const ForgotPasswordPage = lazy(() =>
  import('../features/password-reset/forgot-password-page').then((m) => ({ default: m.ForgotPasswordPage })),
);
export const VerifyOtpPage = lazy(() => import('../features/password-reset/verify-otp-page').then((m) => ({ default: m.VerifyOtpPage })));
export const CreateNewPasswordPage = lazy(() =>
  import('../features/password-reset/create-new-password-page').then((m) => ({ default: m.CreateNewPasswordPage })),
);
export const PasswordUpdatedPage = lazy(() =>
  import('../features/password-reset/password-updated-page').then((m) => ({ default: m.PasswordUpdatedPage })),
);
export const PrivacyPolicyPage = lazy(() =>
  import('../features/legal/privacy-policy-page').then((m) => ({ default: m.PrivacyPolicyPage })),
);
export const TermsPage = lazy(() => import('../features/legal/terms-page').then((m) => ({ default: m.TermsPage })));
export const TestCheckoutPage = lazy(() =>
  import('../features/checkout/test-checkout-page').then((m) => ({ default: m.TestCheckoutPage })),
);
export const CheckoutSuccessPage = lazy(() =>
  import('../features/checkout/checkout-success-page').then((m) => ({ default: m.CheckoutSuccessPage })),
);
export const DashboardPage = lazy(() => import('../features/dashboard/dashboard-page').then((m) => ({ default: m.DashboardPage })));
export const SavedMessagesPage = lazy(() =>
  import('../features/saved-messages/saved-messages-page').then((m) => ({ default: m.SavedMessagesPage })),
);
export const ClaimStatusPage = lazy(() => import('../features/claims/claim-status-page').then((m) => ({ default: m.ClaimStatusPage })));
export const InventoryPage = lazy(() => import('../features/inventory/inventory-page').then((m) => ({ default: m.InventoryPage })));
export const VideoPage = lazy(() => import('../features/video/video-page').then((m) => ({ default: m.VideoPage })));
export const TipsPage = lazy(() => import('../features/tips/tips-page').then((m) => ({ default: m.TipsPage })));
export const TemplateStorePage = lazy(() =>
  import('../features/templates/template-store-page').then((m) => ({ default: m.TemplateStorePage })),
);
export const SettingsPage = lazy(() => import('../features/settings/settings-page').then((m) => ({ default: m.SettingsPage })));
export const ChatPage = lazy(() => import('../features/chat/chat-page').then((m) => ({ default: m.ChatPage })));
export const ApplicationPage = lazy(() => import('../features/application/application-page').then((m) => ({ default: m.ApplicationPage })));

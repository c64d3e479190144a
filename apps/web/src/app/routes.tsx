import { Suspense } from 'react';
import { Navigate, Outlet, useLocation, useRoutes, type RouteObject } from 'react-router';
import { PageLoader } from './page-loader';
import * as Page from './pages';
import { RequireAccess } from './require-access';
import { RequireSignIn } from './require-sign-in';
import { RouteErrorBoundary } from './route-error-boundary';
import { ScrollRestoration } from './scroll-restoration';
import { SignedInPage } from './signed-in-page';

/** The root of every page: scrolling between pages, the message for a page that fails, the loader. */
function PublicFrame() {
  const location = useLocation();
  return (
    <>
      <ScrollRestoration />
      <RouteErrorBoundary location={location}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
    </>
  );
}

/** The route table of spec 2.1, path spellings included (/vedio, /tips&tricks, /teams-and-conditions). */
export const routes: RouteObject[] = [
  {
    element: <PublicFrame />,
    children: [
      { path: '/home', element: <Page.LandingPage /> },
      { path: '/login', element: <Page.LoginPage /> },
      // The same two pages at their French and Spanish addresses (i18n/localized-paths.ts), each
      // rendered at build time in its language; the start takes the language from the address (app.tsx).
      { path: '/fr/home', element: <Page.LandingPage /> },
      { path: '/es/home', element: <Page.LandingPage /> },
      { path: '/fr/login', element: <Page.LoginPage /> },
      { path: '/es/login', element: <Page.LoginPage /> },
      { path: '/signup', element: <Page.SignupPage /> },
      // The footer's 'Create Account/Signup' link points here.
      { path: '/register', element: <Page.SignupPage /> },
      { path: '/forget-password', element: <Page.ForgotPasswordPage /> },
      { path: '/send-otp-to-email', element: <Page.VerifyOtpPage /> },
      { path: '/create-new-password', element: <Page.CreateNewPasswordPage /> },
      { path: '/password-updated', element: <Page.PasswordUpdatedPage /> },
      { path: '/privacy-policy', element: <Page.PrivacyPolicyPage /> },
      { path: '/teams-and-conditions', element: <Page.TermsPage /> },
      { path: '/checkout/test/:sessionId', element: <Page.TestCheckoutPage /> },
      { path: '/checkout/success', element: <Page.CheckoutSuccessPage /> },
      {
        element: <Page.AppLayout />,
        children: [
          {
            element: <RequireAccess />,
            children: [
              { path: '/', element: <SignedInPage name="dashboard" /> },
              { path: '/saved-messages', element: <SignedInPage name="savedMessages" /> },
              { path: '/claim-status', element: <SignedInPage name="claimStatus" /> },
              { path: '/claim-status/:claimId/inventory', element: <SignedInPage name="inventory" /> },
              { path: '/claim-status/:claimId/money', element: <SignedInPage name="money" /> },
              { path: '/vedio', element: <SignedInPage name="video" /> },
              { path: '/tips&tricks', element: <SignedInPage name="tips" /> },
              { path: '/template-store', element: <SignedInPage name="templateStore" /> },
            ],
          },
          // Signed in is enough: the account's settings outlive the trial (see RequireSignIn).
          { element: <RequireSignIn />, children: [{ path: '/settings', element: <SignedInPage name="settings" /> }] },
          { path: '/chats', element: <SignedInPage name="chat" /> },
          { path: '/application', element: <SignedInPage name="application" /> },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

/** The page for the current address, inside whichever router renders it (the app's, or a test's MemoryRouter). */
export function AppRoutes() {
  return useRoutes(routes);
}

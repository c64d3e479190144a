import { Suspense, useCallback, useState } from 'react';
import { Outlet, useMatch } from 'react-router';
import { cx } from '../../components/ui/cx';
import { useAccountLanguage } from '../../features/account-language/use-account-language';
import { VerifyEmailNotice } from '../../features/email-verification/verify-email-notice';
import { useTranslation } from '../../i18n/use-translation';
import { PageLoader } from '../page-loader';
import { MobileDrawer } from './mobile-drawer';
import { SidebarContent } from './sidebar-content';
import { TopBar } from './top-bar';

/** The signed-in shell (spec 2.3): sidebar, top bar, page. */
export function AppLayout() {
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The chat fills the window below the top bar and scrolls inside itself; every other page scrolls as a whole.
  const fillsWindow = useMatch('/chats') !== null;
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  const { t } = useTranslation('frame');
  useAccountLanguage();
  return (
    <div className="min-h-dvh bg-slate-50">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:shadow-card"
      >
        {t('skipLink')}
      </a>
      <aside className="fixed inset-y-0 left-0 hidden w-72 lg:block">
        <SidebarContent />
      </aside>
      <MobileDrawer open={drawerOpen} onClose={closeDrawer} />
      <div className={cx('lg:pl-72', fillsWindow && 'flex h-dvh flex-col')}>
        <TopBar drawerOpen={drawerOpen} onOpenDrawer={() => setDrawerOpen(true)} />
        {/* A long unbroken value (an e-mail, an insurer's name) wraps instead of widening the page. */}
        <main
          id="main"
          className={cx(
            'mx-auto w-full max-w-6xl wrap-anywhere',
            fillsWindow ? 'flex min-h-0 flex-1 flex-col p-2 sm:p-3' : 'p-4 sm:p-6 lg:p-8',
          )}
        >
          <VerifyEmailNotice />
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}

import { Menu } from 'lucide-react';
import { useLocation } from 'react-router';
import { cx } from '../../components/ui/cx';
import { headerTitleFor } from './header-title';
import { HeaderUser } from './header-user';
import { TrialBanner } from './trial-banner';
import { useTranslation } from '../../i18n/use-translation';
import { LanguageSwitch } from '../../components/language-switch/language-switch';

export function TopBar({ drawerOpen, onOpenDrawer }: { drawerOpen: boolean; onOpenDrawer: () => void }) {
  const { t } = useTranslation();
  const titleKey = headerTitleFor(useLocation().pathname);
  const title = titleKey ? t(titleKey) : '';
  return (
    <header className="sticky top-0 z-20 flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-slate-200 bg-white/95 px-4 py-2 backdrop-blur sm:py-3 sm:px-6 lg:px-8">
      <button
        type="button"
        aria-label={t('nav.openMenu')}
        aria-expanded={drawerOpen}
        aria-controls="mobile-drawer"
        onClick={onOpenDrawer}
        className="rounded-lg p-2 text-slate-700 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 lg:hidden"
      >
        <Menu aria-hidden="true" className="size-6" />
      </button>
      {title && (
        <div className="min-w-0 flex-1">
          <h1 className="truncate text-lg font-semibold text-slate-900 sm:text-xl">{title}</h1>
        </div>
      )}
      {/* Under a title, a phone gives the countdown a line of its own; a page with no title (the chat,
          which needs the height) keeps the bar to one line. */}
      <div className={cx(title ? 'order-last w-full md:order-none md:w-auto' : 'min-w-0 flex-1 md:ml-auto md:flex-none')}>
        <TrialBanner />
      </div>
      {/* Below lg the drawer holds the switch: a phone's bar keeps its room for the page title. */}
      <LanguageSwitch className="hidden lg:flex" />
      <HeaderUser />
    </header>
  );
}

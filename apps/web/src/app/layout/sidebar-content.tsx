import { LogOut } from 'lucide-react';
import { NavLink } from 'react-router';
import { cx } from '../../components/ui/cx';
import { Logo } from '../../components/ui/logo';
import { useLogout } from '../../store/use-logout';
import { navItems } from './nav-items';
import { useTranslation } from '../../i18n/use-translation';
import { LanguageSwitch } from '../../components/language-switch/language-switch';

const linkBase =
  'flex min-h-11 items-center gap-3 rounded-xl px-4 py-2 text-sm font-medium transition-colors ' +
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white';

/**
 * Logo, the seven entries and Logout; shared by the fixed sidebar and the mobile drawer. The drawer
 * also carries the language switch, which the top bar shows on wide screens.
 */
export function SidebarContent({ onNavigate, languageSwitch = false }: { onNavigate?: () => void; languageSwitch?: boolean }) {
  const logout = useLogout();
  const { t } = useTranslation();
  return (
    <div className="flex h-full flex-col gap-8 bg-brand-950 px-4 py-6 text-brand-100">
      <Logo tone="light" className="px-2 focus-visible:ring-white" />
      <nav aria-label={t('nav.main')} className="flex-1 overflow-y-auto">
        <ul className="space-y-1">
          {navItems.map(({ label, to, icon: Icon }) => (
            <li key={to}>
              <NavLink
                to={to}
                // Only the dashboard needs an exact match: a claim's inventory (/claim-status/7/inventory) is under Claim Status.
                end={to === '/'}
                onClick={onNavigate}
                className={({ isActive }) =>
                  cx(linkBase, isActive ? 'bg-brand-700 text-white' : 'text-brand-100 hover:bg-white/10 hover:text-white')
                }
              >
                <Icon aria-hidden="true" className="size-5 shrink-0" />
                {t(label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {languageSwitch && <LanguageSwitch tone="light" className="px-2" />}
      <button type="button" onClick={() => void logout()} className={cx(linkBase, 'text-brand-100 hover:bg-white/10 hover:text-white')}>
        <LogOut aria-hidden="true" className="size-5" />
        {t('nav.logout')}
      </button>
    </div>
  );
}

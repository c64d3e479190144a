import { Menu, X } from 'lucide-react';
import { useState, type MouseEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { LanguageSwitch } from '../../../components/language-switch/language-switch';
import { buttonClasses } from '../../../components/ui/button';
import { Logo } from '../../../components/ui/logo';

// Spec 2.4: Home, Features, Pricing, Contact, FAQ.
const sections = [
  { label: 'nav.home', id: 'top' },
  { label: 'nav.features', id: 'features' },
  { label: 'nav.pricing', id: 'pricing' },
  { label: 'nav.contact', id: 'contact' },
  { label: 'nav.faq', id: 'faq' },
] as const;

const navLink =
  'rounded-lg px-3 py-2 text-sm font-medium text-slate-700 transition-colors hover:bg-brand-50 hover:text-brand-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600';

function Actions({ signedIn, className }: { signedIn: boolean; className?: string }) {
  const { t } = useTranslation('landing');
  if (signedIn)
    return (
      <div className={className}>
        <Link to="/" className={buttonClasses('primary')}>
          {t('nav.dashboard')}
        </Link>
      </div>
    );
  return (
    <div className={className}>
      <Link to="/login" className={buttonClasses('secondary')}>
        {t('nav.logIn')}
      </Link>
      <Link to="/signup" className={buttonClasses('primary')}>
        {t('nav.signUp')}
      </Link>
    </div>
  );
}

interface LandingHeaderProps {
  signedIn: boolean;
  /** Scrolls to a section, loading it first when its code is deferred. */
  onNavigate: (id: string) => void;
}

export function LandingHeader({ signedIn, onNavigate }: LandingHeaderProps) {
  const { t } = useTranslation(['landing', 'common']);
  const [open, setOpen] = useState(false);

  function follow(event: MouseEvent<HTMLAnchorElement>, id: string) {
    event.preventDefault();
    setOpen(false);
    onNavigate(id);
  }

  const links = (vertical: boolean) => (
    <ul className={vertical ? 'flex flex-col py-2' : 'flex gap-1'}>
      {sections.map((section) => (
        <li key={section.id}>
          <a href={`#${section.id}`} className={vertical ? `${navLink} block` : navLink} onClick={(event) => follow(event, section.id)}>
            {t(section.label)}
          </a>
        </li>
      ))}
    </ul>
  );

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200/80 bg-white/90 px-4 backdrop-blur sm:px-6">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4">
        <Logo />
        <nav aria-label={t('nav.sections')} className="ml-auto hidden lg:block">
          {links(false)}
        </nav>
        <Actions signedIn={signedIn} className="hidden gap-2 lg:flex" />
        <LanguageSwitch className="ml-auto lg:ml-0" />
        <button
          type="button"
          className="rounded-lg p-2 text-slate-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 lg:hidden"
          aria-label={open ? t('common:nav.closeMenu') : t('common:nav.openMenu')}
          aria-expanded={open}
          aria-controls="landing-menu"
          onClick={() => setOpen((shown) => !shown)}
        >
          {open ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
        </button>
      </div>
      {open && (
        <nav
          id="landing-menu"
          aria-label={t('nav.sections')}
          className="-mx-4 border-t border-slate-200 bg-white px-4 pb-4 shadow-card sm:-mx-6 sm:px-6 lg:hidden"
        >
          {links(true)}
          <Actions signedIn={signedIn} className="mt-2 grid grid-cols-2 gap-2 [&>a:only-child]:col-span-2" />
        </nav>
      )}
    </header>
  );
}

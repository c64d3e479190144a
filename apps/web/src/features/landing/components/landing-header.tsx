import { Menu, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Logo } from '../../../components/ui/logo';

const sections = [
  { label: 'Home', href: '#top' },
  { label: 'Features', href: '#features' },
  { label: 'Pricing', href: '#pricing' },
  { label: 'Contact', href: '#contact' },
  { label: 'FAQ', href: '#faq' },
];

const navLink = 'rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:text-brand-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600';

export function LandingHeader({ signedIn }: { signedIn: boolean }) {
  const [open, setOpen] = useState(false);
  const actions = signedIn ? (
    <Link to="/" className={buttonClasses('primary')}>
      Dashboard
    </Link>
  ) : (
    <>
      <Link to="/login" className={buttonClasses('secondary')}>
        Log In
      </Link>
      <Link to="/signup" className={buttonClasses('primary')}>
        Sign Up
      </Link>
    </>
  );

  return (
    <header className="sticky top-0 z-20 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-6xl items-center gap-4 px-4 py-3 sm:px-6">
        <Logo />
        <nav aria-label="Sections" className="ml-auto hidden md:block">
          <ul className="flex gap-1">
            {sections.map((section) => (
              <li key={section.href}>
                <a href={section.href} className={navLink}>
                  {section.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto hidden gap-2 md:ml-0 md:flex">{actions}</div>
        <button
          type="button"
          className="ml-auto rounded-lg p-2 text-slate-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 md:hidden"
          aria-label={open ? 'Close menu' : 'Open menu'}
          aria-expanded={open}
          aria-controls="landing-menu"
          onClick={() => setOpen((shown) => !shown)}
        >
          {open ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
        </button>
      </div>
      {open && (
        <nav id="landing-menu" aria-label="Sections" className="border-t border-slate-200 px-4 pb-4 md:hidden">
          <ul className="flex flex-col py-2">
            {sections.map((section) => (
              <li key={section.href}>
                <a href={section.href} className={`${navLink} block`} onClick={() => setOpen(false)}>
                  {section.label}
                </a>
              </li>
            ))}
          </ul>
          <div className="flex gap-2">{actions}</div>
        </nav>
      )}
    </header>
  );
}

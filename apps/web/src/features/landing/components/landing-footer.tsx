import { Link } from 'react-router';
import { LogoMark } from '../../../components/ui/logo';

const link = 'rounded text-sm text-brand-100 hover:text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white';

interface FooterLink {
  label: string;
  /** A route of the app, or else an anchor on this page. */
  to?: string;
  href?: string;
}

const columns: Array<{ title: string; links: FooterLink[] }> = [
  {
    title: 'Product',
    links: [
      { label: 'How It Works', href: '#how-it-works' },
      { label: 'Features', href: '#features' },
      { label: 'Pricing', href: '#pricing' },
      { label: 'FAQ', href: '#faq' },
    ],
  },
  {
    title: 'Account',
    links: [
      { label: 'Log In', to: '/login' },
      { label: 'Create Account/Signup', to: '/register' },
      { label: 'Contact', href: '#contact' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Terms of Use', to: '/teams-and-conditions' },
      { label: 'Privacy Policy', to: '/privacy-policy' },
    ],
  },
];

export function LandingFooter() {
  return (
    <footer className="bg-brand-950 px-4 py-12 text-brand-100 sm:px-6">
      <div className="mx-auto grid max-w-6xl gap-10 md:grid-cols-[1.5fr_1fr_1fr_1fr]">
        <div>
          <p className="flex items-center gap-2 text-xl font-bold text-white">
            <LogoMark className="size-8 rounded-lg ring-1 ring-white/30" />
            Benji
          </p>
          <p className="mt-4 max-w-xs text-sm">
            An AI assistant for property and auto insurance claims in the United States and Canada. Benji is not a law firm, a public
            adjuster or an insurer, and does not give legal advice.
          </p>
        </div>
        {columns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="text-sm font-semibold text-white">{column.title}</h2>
            <ul className="mt-4 space-y-3">
              {column.links.map((item) => (
                <li key={item.label}>
                  {item.to ? (
                    <Link to={item.to} className={link}>
                      {item.label}
                    </Link>
                  ) : (
                    <a href={item.href} className={link}>
                      {item.label}
                    </a>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className="mx-auto mt-10 max-w-6xl border-t border-brand-900 pt-6 text-sm">
        © {new Date().getFullYear()} Benji. All rights reserved.
      </p>
    </footer>
  );
}

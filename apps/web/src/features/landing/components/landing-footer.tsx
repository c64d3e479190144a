import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { LogoMark } from '../../../components/ui/logo';

const link = 'rounded text-sm text-brand-100 hover:text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white';

type FooterKey = 'howItWorks' | 'features' | 'pricing' | 'faq' | 'logIn' | 'createAccount' | 'contact' | 'terms' | 'privacy';

interface FooterLink {
  label: FooterKey;
  /** A route of the app, or else an anchor on this page. */
  to?: string;
  href?: string;
}

const columns: Array<{ title: 'product' | 'account' | 'legal'; links: FooterLink[] }> = [
  {
    title: 'product',
    links: [
      { label: 'howItWorks', href: '#how-it-works' },
      { label: 'features', href: '#features' },
      { label: 'pricing', href: '#pricing' },
      { label: 'faq', href: '#faq' },
    ],
  },
  {
    title: 'account',
    links: [
      { label: 'logIn', to: '/login' },
      { label: 'createAccount', to: '/register' },
      { label: 'contact', href: '#contact' },
    ],
  },
  {
    title: 'legal',
    links: [
      { label: 'terms', to: '/teams-and-conditions' },
      { label: 'privacy', to: '/privacy-policy' },
    ],
  },
];

export function LandingFooter() {
  const { t } = useTranslation('landing');
  return (
    <footer className="bg-brand-950 px-4 py-12 text-brand-100 sm:px-6">
      <div className="mx-auto grid max-w-6xl gap-10 md:grid-cols-[1.5fr_1fr_1fr_1fr]">
        <div>
          <p className="flex items-center gap-2 text-xl font-bold text-white">
            <LogoMark className="size-8 rounded-lg ring-1 ring-white/30" />
            <span translate="no">Benji</span>
          </p>
          <p className="mt-4 max-w-xs text-sm">{t('footer.about')}</p>
        </div>
        {columns.map((column) => (
          <nav key={column.title} aria-label={t(`footer.${column.title}`)}>
            <h2 className="text-sm font-semibold text-white">{t(`footer.${column.title}`)}</h2>
            <ul className="mt-4 space-y-3">
              {column.links.map((item) => (
                <li key={item.label}>
                  {item.to ? (
                    <Link to={item.to} className={link}>
                      {t(`footer.${item.label}`)}
                    </Link>
                  ) : (
                    <a href={item.href} className={link}>
                      {t(`footer.${item.label}`)}
                    </a>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className="mx-auto mt-10 max-w-6xl border-t border-brand-900 pt-6 text-sm">
        {t('footer.copyright', { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}

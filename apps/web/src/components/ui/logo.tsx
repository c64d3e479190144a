import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { cx } from './cx';

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" className={cx('size-9', className)}>
      <rect width="64" height="64" rx="16" fill="#1e3a8a" />
      <path d="M22 16h13a9 9 0 0 1 5.6 16A9.5 9.5 0 0 1 36 48H22z" fill="none" stroke="#fff" strokeWidth="5" strokeLinejoin="round" />
      <path d="M22 32h14" stroke="#fff" strokeWidth="5" />
    </svg>
  );
}

/** The Benji logo; it always links to the landing page (spec 2.1). */
export function Logo({ className, tone = 'dark' }: { className?: string; tone?: 'dark' | 'light' }) {
  const { t } = useTranslation();
  return (
    <Link
      to="/home"
      aria-label={t('logo.homeLink')}
      className={cx(
        'inline-flex items-center gap-2 rounded-lg text-xl font-bold tracking-tight focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600',
        tone === 'dark' ? 'text-brand-900' : 'text-white',
        className,
      )}
    >
      <LogoMark />
      <span translate="no">Benji</span>
    </Link>
  );
}

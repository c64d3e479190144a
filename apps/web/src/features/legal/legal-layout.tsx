import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '../../components/ui/card';
import { Logo } from '../../components/ui/logo';
import { useTranslation } from '../../i18n/use-translation';

const link =
  'rounded font-medium text-brand-700 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600';

export function LegalLayout({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation('legal');
  return (
    <div className="min-h-dvh bg-slate-50 px-4 py-6 sm:px-8">
      <header className="mx-auto flex max-w-3xl items-center justify-between gap-4">
        <Logo />
        <Link to="/home" className={`${link} text-sm`}>
          {t('backHome')}
        </Link>
      </header>
      <main className="mx-auto mt-8 max-w-3xl">
        <Card className="sm:p-10">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
          <div className="mt-4">{children}</div>
        </Card>
        <nav aria-label={t('nav')} className="mt-6 flex justify-center gap-6 pb-8 text-sm">
          <Link to="/teams-and-conditions" className={link}>
            {t('termsTitle')}
          </Link>
          <Link to="/privacy-policy" className={link}>
            {t('privacyTitle')}
          </Link>
        </nav>
      </main>
    </div>
  );
}

import { CircleCheck } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { AuthLayout } from '../../components/layout/auth-layout';
import { buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';

export function PasswordUpdatedPage() {
  const { t } = useTranslation('passwordReset');
  return (
    <AuthLayout>
      <Card className="p-6 text-center sm:p-8">
        <CircleCheck aria-hidden="true" className="mx-auto size-14 text-brand-700" />
        <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900">{t('updated.title')}</h1>
        <p className="mt-2 text-slate-600">{t('updated.lead')}</p>
        <Link to="/login" className={buttonClasses('primary', 'mt-6 w-full')}>
          {t('updated.goToSignIn')}
        </Link>
      </Card>
    </AuthLayout>
  );
}

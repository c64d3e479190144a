import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { useTranslation } from '../../../i18n/use-translation';

export function SignInNeeded() {
  const { t } = useTranslation('checkout');
  return (
    <div className="space-y-4">
      <p className="text-slate-700">{t('signInNeeded.text')}</p>
      <Link to="/login" className={buttonClasses('primary')}>
        {t('signInNeeded.button')}
      </Link>
    </div>
  );
}

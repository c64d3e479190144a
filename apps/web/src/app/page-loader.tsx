import { useTranslation } from '../i18n/use-translation';
import { Spinner } from '../components/ui/spinner';

export function PageLoader() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-[40vh] items-center justify-center text-brand-700">
      <Spinner className="size-8" label={t('loading')} />
    </div>
  );
}

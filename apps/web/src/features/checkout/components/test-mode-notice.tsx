import { FlaskConical } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation';

/** Says plainly that no money moves here: this server has no payment provider configured. */
export function TestModeNotice() {
  const { t } = useTranslation('checkout');
  return (
    <div role="note" className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      <FlaskConical aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div>
        <p className="font-semibold">{t('checkout.testModeTitle')}</p>
        <p className="mt-1">{t('checkout.testModeText')}</p>
      </div>
    </div>
  );
}

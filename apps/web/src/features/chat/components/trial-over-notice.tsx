import { Lock } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { goToPricing } from '../../../lib/go-to-pricing';
import { useTranslation } from '../../../i18n/use-translation';
import { richText } from '../../../i18n/rich-text';

/**
 * The server answered 402: the trial has ended and there is no subscription. In place of the chat
 * when the page opens; as a banner above the message box when a send is refused, so the message
 * that came back to the box stays there.
 */
export function TrialOverNotice({ banner = false }: { banner?: boolean }) {
  const navigate = useNavigate();
  const { t } = useTranslation('chat');
  const pricing = (
    <Button onClick={() => goToPricing(navigate)} className={banner ? 'shrink-0' : undefined}>
      {t('trialOver.pricing')}
    </Button>
  );
  if (banner)
    return (
      <div
        role="alert"
        className="flex flex-wrap items-center gap-3 border-t border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-900"
      >
        <Lock aria-hidden="true" className="size-5 shrink-0" />
        <p className="min-w-0 flex-1">
          {richText(t('trialOver.banner'), { strong: (words) => <strong className="font-semibold">{words}</strong> })}
        </p>
        {pricing}
      </div>
    );
  return (
    <div role="alert" className="flex flex-1 flex-col items-center justify-center gap-4 p-6 text-center">
      <Lock aria-hidden="true" className="size-10 text-brand-700" />
      <h2 className="text-xl font-semibold text-slate-900">{t('trialOver.title')}</h2>
      <p className="max-w-md text-sm text-slate-600">{t('trialOver.body')}</p>
      {pricing}
    </div>
  );
}

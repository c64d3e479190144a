import { CreditCard } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import type { ReactNode } from 'react';
import { formatDate } from '../../../i18n/format';
import { richText } from '../../../i18n/rich-text';
import { useTranslation } from '../../../i18n/use-translation';
import { goToPricing } from '../../../lib/go-to-pricing';
import { planName } from '../../../lib/plan-text';
import { selectAuth } from '../../../store/auth-slice';
import { useAppSelector } from '../../../store/hooks';
import { PlanActions } from './plan-actions';

const onDay = (iso: string) => formatDate(iso, { year: 'numeric', month: 'long', day: 'numeric' });
const atTime = (iso: string) => formatDate(iso, { year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit' });
/** A message's <date> tag as the <time> element Intl's words sit in. */
const withTime = (text: string, iso: string) => richText(text, { date: (words) => <time dateTime={iso}>{words}</time> });

/** What the user is on (plan, trial or nothing), until when, and the way to the plans. */
export function PlanTab() {
  const { user, isSubscribed, istrial } = useAppSelector(selectAuth);
  const navigate = useNavigate();
  const { t } = useTranslation('settings');
  if (!user) return null;

  let title: string;
  let detail: ReactNode;
  if (isSubscribed) {
    // A plan the site knows is named in the active language (the page loads `checkout` for it).
    title = user.subscription_plan ? planName(user.subscription_plan) : t('plan.subscribed');
    detail = user.subscription_period_end
      ? withTime(t('plan.renews', { date: onDay(user.subscription_period_end) }), user.subscription_period_end)
      : t('plan.noEnd');
  } else if (istrial) {
    title = t('plan.trial');
    detail = withTime(t('plan.trialEnds', { date: atTime(user.trial_ends_at) }), user.trial_ends_at);
  } else {
    title = t('plan.none');
    detail = t('plan.noneDetail');
  }

  return (
    <section aria-labelledby="plan-title" className="max-w-xl space-y-4">
      <div className="flex items-start gap-3 rounded-2xl p-4 ring-1 ring-slate-200">
        <CreditCard aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
        <div>
          <h3 id="plan-title" className="font-semibold text-slate-900">
            {title}
          </h3>
          <p className="mt-1 text-sm text-slate-700">{detail}</p>
        </div>
      </div>
      {isSubscribed ? <PlanActions /> : <Button onClick={() => goToPricing(navigate)}>{t('plan.seePlans')}</Button>}
    </section>
  );
}

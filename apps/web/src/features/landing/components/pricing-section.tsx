import { TRIAL_HOURS } from '@benji/shared';
import { lazy, Suspense } from 'react';
import { loadNamespace } from '../../../i18n/i18n';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Section } from './section';

// Only signed-in users see plans, so visitors never download the cards, their words (`checkout`), the checkout code or the dialogs.
const PlanList = lazy(() =>
  Promise.all([import('./plan-list'), loadNamespace('checkout')]).then(([module]) => ({ default: module.PlanList })),
);

/** Spec 2.4: the plans are shown to signed-in users; visitors are invited to sign in or start a trial. */
export function PricingSection({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation('landing');
  return (
    <Section id="pricing" eyebrow={t('pricing.eyebrow')} title={t('pricing.title')} intro={t('pricing.intro', { count: TRIAL_HOURS / 24 })}>
      {signedIn ? (
        <Suspense fallback={<p className="text-center text-slate-600">{t('pricing.loadingPlans')}</p>}>
          <PlanList />
        </Suspense>
      ) : (
        <div className="mx-auto flex max-w-xl flex-col items-center rounded-2xl bg-white p-8 text-center shadow-card ring-1 ring-slate-200/70">
          <p className="font-semibold text-slate-900">{t('pricing.signInToSee')}</p>
          <p className="mt-2 text-sm text-slate-600">{t('pricing.choose')}</p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Link to="/login" className={buttonClasses('secondary')}>
              {t('pricing.logIn')}
            </Link>
            <Link to="/signup" className={buttonClasses('primary')}>
              {t('pricing.startTrial')}
            </Link>
          </div>
        </div>
      )}
    </Section>
  );
}

import { PaymentMessage } from '@benji/shared';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Section } from './section';

// Only signed-in users see plans, so visitors never download the cards, the checkout code or the dialogs.
const PlanList = lazy(() => import('./plan-list').then((module) => ({ default: module.PlanList })));

/** Spec 2.4: the plans are shown to signed-in users; visitors are invited to sign in or start a trial. */
export function PricingSection({ signedIn }: { signedIn: boolean }) {
  return (
    <Section
      id="pricing"
      eyebrow="Pricing"
      title="Simple plans, no surprises"
      intro="Start with a free 3-day trial. When it ends your account is paused, never charged: you choose a plan only when you want to go on."
    >
      {signedIn ? (
        <Suspense fallback={<p className="text-center text-slate-600">{PaymentMessage.loadingPlans}</p>}>
          <PlanList />
        </Suspense>
      ) : (
        <div className="mx-auto flex max-w-xl flex-col items-center rounded-2xl bg-white p-8 text-center shadow-card ring-1 ring-slate-200/70">
          <p className="font-semibold text-slate-900">Sign in to see plans and prices</p>
          <p className="mt-2 text-sm text-slate-600">
            Choose from a one-time Essential plan for a single claim, or a Pro plan billed monthly or yearly.
          </p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Link to="/login" className={buttonClasses('secondary')}>
              Log In
            </Link>
            <Link to="/signup" className={buttonClasses('primary')}>
              Start free trial
            </Link>
          </div>
        </div>
      )}
    </Section>
  );
}

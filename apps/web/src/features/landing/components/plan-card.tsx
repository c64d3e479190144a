import { PaymentMessage, periodLabel, planCopyFor, type TSubscriptionPackage } from '@benji/shared';
import { Check } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { cx } from '../../../components/ui/cx';
import { Tooltip } from '../../../components/ui/tooltip';

interface PlanCardProps {
  plan: TSubscriptionPackage;
  busy: boolean;
  /** Another plan is being bought: this one waits. */
  locked: boolean;
  onChoose: (plan: TSubscriptionPackage) => void;
}

/** Spec 2.10: description, features, tooltip, optional badge; 'Unavailable' unless Active; 'Processing...' while busy. */
export function PlanCard({ plan, busy, locked, onChoose }: PlanCardProps) {
  const copy = planCopyFor(plan.package_type);
  const available = plan.package_status === 'Active';
  const featured = copy.badge === 'Most Popular';
  const headingId = `plan-${plan.id}-name`;
  return (
    <article
      aria-labelledby={headingId}
      className={cx(
        'relative flex flex-col rounded-2xl bg-white p-6 shadow-card sm:p-8',
        featured ? 'ring-2 ring-brand-600' : 'ring-1 ring-slate-200/70',
      )}
    >
      {copy.badge && (
        <p
          className={cx(
            'absolute -top-3 left-6 rounded-full px-3 py-1 text-xs font-semibold',
            featured ? 'bg-brand-700 text-white' : 'bg-emerald-100 text-emerald-900 ring-1 ring-emerald-200',
          )}
        >
          {copy.badge}
        </p>
      )}
      <div className="flex items-center gap-1">
        <h3 id={headingId} className="text-lg font-semibold text-slate-900">
          {plan.package_type}
        </h3>
        <Tooltip text={copy.tooltip} label={`About ${plan.package_type}`} />
      </div>
      <p className="mt-4 flex items-baseline gap-2">
        <span className="text-4xl font-extrabold tracking-tight text-brand-950">${plan.package_amount}</span>
        <span className="text-sm font-medium text-slate-600">{periodLabel(plan.package_type)}</span>
      </p>
      <p className="mt-3 text-sm text-slate-600">{copy.description}</p>
      <ul className="mt-6 flex-1 space-y-3 text-sm text-slate-700">
        {copy.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
            {feature}
          </li>
        ))}
      </ul>
      <Button
        className="mt-8 w-full"
        variant={featured ? 'primary' : 'secondary'}
        disabled={!available || locked}
        loading={busy}
        onClick={() => onChoose(plan)}
      >
        {!available ? PaymentMessage.unavailable : busy ? PaymentMessage.processing : `Choose ${copy.shortName}`}
      </Button>
    </article>
  );
}

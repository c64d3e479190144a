import { planCopyFor, type TSubscriptionPackage } from '@benji/shared';
import { Check } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { cx } from '../../../components/ui/cx';
import { Tooltip } from '../../../components/ui/tooltip';
import { formatMoney } from '../../../i18n/format';
import { useTranslation } from '../../../i18n/use-translation';
import { planKeyOf, planName, planPeriod } from '../../../lib/plan-text';

interface PlanCardProps {
  plan: TSubscriptionPackage;
  busy: boolean;
  /** Another plan is being bought: this one waits. */
  locked: boolean;
  onChoose: (plan: TSubscriptionPackage) => void;
}

/** Spec 2.10: description, features, tooltip, optional badge; 'Unavailable' unless Active; 'Processing...' while busy. */
export function PlanCard({ plan, busy, locked, onChoose }: PlanCardProps) {
  const { t } = useTranslation('checkout');
  // @benji/shared's copy (the spec's English) says which badge and how many features; the words are the catalogue's.
  const copy = planCopyFor(plan.package_type);
  const key = planKeyOf(plan.package_type);
  const words = key ?? 'other';
  const name = planName(plan.package_type);
  const shortName = key ? t(`plans.${key}.shortName`) : plan.package_type;
  const features = Object.values(t(`plans.${words}.features`, { returnObjects: true }) as Record<string, string>);
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
          {featured ? t('plans.badges.mostPopular') : t('plans.badges.save25')}
        </p>
      )}
      <div className="flex items-center gap-1">
        <h3 id={headingId} className="text-lg font-semibold text-slate-900">
          {name}
        </h3>
        <Tooltip text={t(`plans.${words}.tooltip`)} label={t('plans.about', { name })} />
      </div>
      <p className="mt-4 flex flex-wrap items-baseline gap-x-2">
        <span className="text-4xl font-extrabold tracking-tight text-brand-950">{formatMoney(Number(plan.package_amount))}</span>
        <span className="text-sm font-medium text-slate-600">{planPeriod(plan.package_type)}</span>
      </p>
      <p className="mt-3 text-sm text-slate-600">{t(`plans.${words}.description`)}</p>
      <ul className="mt-6 flex-1 space-y-3 text-sm text-slate-700">
        {features.map((feature) => (
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
        {!available ? t('plans.unavailable') : busy ? t('plans.processing') : t('plans.choose', { name: shortName })}
      </Button>
    </article>
  );
}

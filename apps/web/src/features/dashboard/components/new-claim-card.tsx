import { Card } from '../../../components/ui/card';
import { useTranslation } from '../../../i18n/use-translation';
import { SubmitClaimForm } from './submit-claim-form';
import { TutorialButton } from './tutorial-button';

/** The 'Submit Your Claim Info' form (spec 2.10) in its card. */
export function NewClaimCard({ className }: { className?: string }) {
  const { t } = useTranslation('dashboard');
  return (
    <Card role="region" className={className ?? 'p-4 sm:p-6'} aria-labelledby="submit-claim-title">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h3 id="submit-claim-title" tabIndex={-1} className="text-lg font-semibold text-slate-900 focus:outline-none">
          {t('form.title')}
        </h3>
        <TutorialButton />
      </div>
      <SubmitClaimForm />
    </Card>
  );
}

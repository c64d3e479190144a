import { Link } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { Spinner } from '../../../../components/ui/spinner';
import { Tooltip } from '../../../../components/ui/tooltip';
import type { ClaimProgressState } from '../use-claim-progress';
import { Tick } from './tick';
import { useTranslation } from '../../../../i18n/use-translation';
import { richText } from '../../../../i18n/rich-text';
import { useProgressFactText } from '../progress-fact-text';

/** The eight progress steps of spec 2.8, each with its tooltip and the record that ticks it. */
export function ClaimProgressList({ progress }: { progress: ClaimProgressState }) {
  const { claim } = progress;
  const { t } = useTranslation('chat');
  const factText = useProgressFactText();
  return (
    <section aria-labelledby="claim-progress-title">
      <h2 id="claim-progress-title" className="mb-2 text-lg font-semibold text-slate-900">
        {t('progress.title')}
      </h2>
      {progress.isLoading ? (
        <p className="mb-3 flex items-center gap-2 text-sm text-slate-600">
          <Spinner className="size-4" /> {t('progress.loading')}
        </p>
      ) : progress.failed ? (
        <div role="alert" className="mb-3 space-y-2 rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          <p>{t('progress.loadFailed')}</p>
          <Button variant="secondary" onClick={progress.retry}>
            {t('progress.tryAgain')}
          </Button>
        </div>
      ) : claim === null ? (
        <p className="mb-3 text-sm text-slate-700">
          {richText(t('progress.noClaim'), {
            link: (words) => (
              <Link to="/" className="font-semibold text-brand-700 underline">
                {words}
              </Link>
            ),
          })}
        </p>
      ) : null}
      <ol aria-label={t('progress.steps')} className="space-y-3">
        {progress.steps.map((step) => {
          const label = t(`progress.step.${step.key}.label`);
          return (
            <li key={step.key} data-done={step.done} className="flex items-start gap-2 text-sm">
              <Tick done={step.done} />
              <div className="min-w-0 flex-1">
                <div className="flex items-center gap-1">
                  <span className={step.done ? 'font-semibold text-slate-900' : 'text-slate-700'}>{label}</span>
                  <Tooltip text={t(`progress.step.${step.key}.tooltip`)} label={t('progress.about', { step: label })} />
                </div>
                {/* The record behind the tick, so a tick is never a mystery. */}
                {claim && !progress.isLoading && <p className="text-xs text-slate-600">{factText(step.fact)}</p>}
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

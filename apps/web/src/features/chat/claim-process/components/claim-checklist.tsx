import type { ChecklistItem } from '../checklist';
import { Tick } from './tick';
import { useTranslation } from '../../../../i18n/use-translation';

/** 'Your Claim Process': read-only, ticked from the claim details as they are typed (spec 2.8). */
export function ClaimChecklist({ items }: { items: ChecklistItem[] }) {
  const doneCount = items.filter((item) => item.done).length;
  const { t } = useTranslation('chat');
  return (
    <section aria-labelledby="claim-process-title">
      <h2 id="claim-process-title" className="text-lg font-semibold text-slate-900">
        {t('process.title')}
      </h2>
      <p className="mb-3 text-xs text-slate-600">{t('process.gathered', { done: doneCount, total: items.length })}</p>
      <ul aria-label={t('process.checklist')} className="space-y-2">
        {items.map((item) => (
          <li key={item.label} data-done={item.done} className="flex items-start gap-2 text-sm text-slate-800">
            <Tick done={item.done} />
            <span className={item.done ? 'font-medium' : undefined}>{item.label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

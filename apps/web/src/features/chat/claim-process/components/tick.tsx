import { CircleCheck, Circle } from 'lucide-react';
import { cx } from '../../../../components/ui/cx';
import { useTranslation } from '../../../../i18n/use-translation';

/** A done/to-do mark whose state is also read out, not only drawn. */
export function Tick({ done }: { done: boolean }) {
  const Icon = done ? CircleCheck : Circle;
  const { t } = useTranslation('chat');
  return (
    <>
      <Icon aria-hidden="true" className={cx('mt-0.5 size-5 shrink-0', done ? 'text-brand-700' : 'text-slate-400')} />
      <span className="sr-only">{done ? t('process.done') : t('process.notYet')}</span>
    </>
  );
}

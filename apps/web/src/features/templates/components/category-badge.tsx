import type { TemplateCategory } from '@benji/shared';
import { cx } from '../../../components/ui/cx';
import { useTranslation } from '../../../i18n/use-translation';

const tones: Record<TemplateCategory, string> = {
  Submission: 'bg-brand-50 text-brand-800 ring-brand-200',
  'Follow-Up': 'bg-amber-50 text-amber-900 ring-amber-200',
  Negotiation: 'bg-violet-50 text-violet-800 ring-violet-200',
  Closure: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  Policy: 'bg-slate-100 text-slate-800 ring-slate-300',
};

export function CategoryBadge({ category }: { category: TemplateCategory }) {
  const { t } = useTranslation('templates');
  return (
    <span className={cx('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1', tones[category])}>
      {t(`categories.${category}`)}
    </span>
  );
}

import { Building2 } from 'lucide-react';
import { cx } from '../../../components/ui/cx';
import { useTranslation } from '../../../i18n/use-translation';
import { insurerMonogram } from '../insurer-monogram';

interface InsurerMonogramProps {
  company: string;
  /** True where the company's name is printed beside it, so screen readers do not hear it twice. */
  decorative?: boolean;
  className?: string;
}

/** The insurer's initials in a circle of its own colour; a building for a claim with no insurer named. */
export function InsurerMonogram({ company, decorative = false, className }: InsurerMonogramProps) {
  const { initials, colour } = insurerMonogram(company);
  const { t } = useTranslation('claims');
  const label = company.trim() || t('table.noInsurer');
  return (
    <span
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : label}
      aria-hidden={decorative || undefined}
      className={cx(
        'flex size-8 shrink-0 select-none items-center justify-center rounded-full text-xs font-semibold tracking-wide text-white sm:size-9 sm:text-sm',
        initials ? colour : 'bg-slate-200 text-slate-600',
        className,
      )}
    >
      {initials || <Building2 aria-hidden="true" className="size-4" />}
    </span>
  );
}

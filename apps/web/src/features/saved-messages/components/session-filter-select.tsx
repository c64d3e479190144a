import { useId } from 'react';
import { cx } from '../../../components/ui/cx';
import { inputClasses } from '../../../components/ui/text-field';
import { useTranslation } from '../../../i18n/use-translation';
import type { SessionOption } from '../session-filter';

interface SessionFilterSelectProps {
  options: SessionOption[];
  value: string;
  onChange: (value: string) => void;
}

export function SessionFilterSelect({ options, value, onChange }: SessionFilterSelectProps) {
  const { t } = useTranslation('savedMessages');
  const id = useId();
  return (
    <div className="w-full sm:w-72">
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {t('filter.label')}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} className={cx(inputClasses, 'pr-8')}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

import { Search } from 'lucide-react';
import { useId } from 'react';
import { cx } from './cx';
import { inputClasses } from './text-field';

interface SearchBoxProps {
  /** For screen readers; the magnifier and the placeholder say it to everyone else. */
  label: string;
  value: string;
  placeholder: string;
  onSearch: (value: string) => void;
  className?: string;
}

/** A search input with a magnifier, as the list pages put it above their results. */
export function SearchBox({ label, value, placeholder, onSearch, className }: SearchBoxProps) {
  const id = useId();
  return (
    <div className={cx('relative', className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-500" />
      <input
        id={id}
        type="search"
        value={value}
        placeholder={placeholder}
        onChange={(event) => onSearch(event.target.value)}
        className={cx(inputClasses, 'pl-9')}
      />
    </div>
  );
}

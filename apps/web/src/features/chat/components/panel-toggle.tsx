import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonClasses } from '../../../components/ui/button';
import { cx } from '../../../components/ui/cx';

interface PanelToggleProps {
  controls: string;
  open: boolean;
  onToggle: () => void;
  icon: ReactNode;
  children: ReactNode;
  className?: string;
}

/** Shows or hides a side panel on screens too narrow to keep it beside the conversation. */
export function PanelToggle({ controls, open, onToggle, icon, children, className }: PanelToggleProps) {
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
      className={buttonClasses(
        'secondary',
        cx('h-10 justify-between whitespace-nowrap px-2.5 sm:px-3', open && 'bg-brand-50', className),
        'sm',
      )}
    >
      <span className="inline-flex items-center gap-2">
        {icon}
        {/* Icon only on a phone, like the header's other actions; the name stays for screen readers. */}
        <span className="sr-only sm:not-sr-only">{children}</span>
      </span>
      <ChevronDown aria-hidden="true" className={cx('hidden size-4 transition-transform sm:block', open && 'rotate-180')} />
    </button>
  );
}

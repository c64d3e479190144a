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
      className={buttonClasses('secondary', cx('min-h-10 flex-1 justify-between whitespace-nowrap px-3 sm:flex-none', className))}
    >
      <span className="inline-flex items-center gap-2">
        <span className="hidden sm:inline-flex">{icon}</span>
        <span>{children}</span>
      </span>
      <ChevronDown aria-hidden="true" className={cx('size-4 transition-transform', open && 'rotate-180')} />
    </button>
  );
}

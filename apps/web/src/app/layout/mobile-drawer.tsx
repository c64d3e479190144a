import { X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { cx } from '../../components/ui/cx';
import { SidebarContent } from './sidebar-content';
import { useTranslation } from '../../i18n/use-translation';

/** The sidebar as a slide-in drawer below the lg breakpoint; the backdrop and Escape close it. */
export function MobileDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const closeButton = useRef<HTMLButtonElement>(null);
  const { t } = useTranslation();

  useEffect(() => {
    if (!open) return;
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onClose]);

  return (
    <div className={cx('fixed inset-0 z-40 lg:hidden', open ? 'visible' : 'invisible')} inert={!open}>
      <div
        aria-hidden="true"
        data-testid="drawer-backdrop"
        onClick={onClose}
        className={cx('absolute inset-0 bg-slate-950/50 transition-opacity', open ? 'opacity-100' : 'opacity-0')}
      />
      <div
        id="mobile-drawer"
        role="dialog"
        aria-modal="true"
        aria-label={t('nav.menu')}
        className={cx('absolute inset-y-0 left-0 w-72 max-w-[85vw] transition-transform', open ? 'translate-x-0' : '-translate-x-full')}
      >
        <SidebarContent onNavigate={onClose} languageSwitch />
        <button
          ref={closeButton}
          type="button"
          aria-label={t('nav.closeMenu')}
          onClick={onClose}
          className="absolute right-3 top-6 rounded-lg p-2 text-brand-100 hover:bg-white/10 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
    </div>
  );
}

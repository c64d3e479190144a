import { X } from 'lucide-react';
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { focusRing } from '../ui/button';
import { cx } from '../ui/cx';
import { useTranslation } from '../../i18n/use-translation';
import { useModalEffects } from './use-modal-effects';

interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** A line under the title. */
  subtitle?: ReactNode;
  children: ReactNode;
  /** Buttons at the bottom, right-aligned. */
  footer?: ReactNode;
  size?: 'md' | 'lg' | 'xl';
}

const widths = { md: 'max-w-lg', lg: 'max-w-2xl', xl: 'max-w-4xl' } as const;

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog drawn in the page, not in the browser's top layer: toasts and sweetalert2
 * alerts raised from inside it (Copy, Save) must appear above it, which a native <dialog>
 * opened with showModal() would hide. Escape, the backdrop and the close button close it;
 * Tab stays inside; the rest of the app is inert while it is open.
 */
export function Modal({ open, onClose, title, subtitle, children, footer, size = 'lg' }: ModalProps) {
  const titleId = useId();
  const { t } = useTranslation('frame');
  const panel = useRef<HTMLDivElement>(null);
  useModalEffects(open, panel);

  useEffect(() => {
    if (open) panel.current?.focus();
  }, [open]);

  if (!open) return null;

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const focusable = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && (document.activeElement === first || document.activeElement === panel.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return createPortal(
    <div className="fixed inset-0 z-50 flex items-end justify-center p-0 sm:items-center sm:p-6" onKeyDown={handleKeyDown}>
      <div aria-hidden="true" data-testid="modal-backdrop" className="absolute inset-0 bg-slate-950/50" onClick={onClose} />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={cx(
          'relative flex max-h-[92dvh] w-full flex-col rounded-t-2xl bg-white shadow-2xl focus:outline-none sm:rounded-2xl',
          widths[size],
        )}
      >
        <div className="flex items-start gap-4 border-b border-slate-200 px-4 py-4 sm:px-6">
          <div className="min-w-0 flex-1">
            <h2 id={titleId} className="text-lg font-semibold text-slate-900">
              {title}
            </h2>
            {subtitle && <div className="mt-1 text-sm text-slate-600">{subtitle}</div>}
          </div>
          <button
            type="button"
            aria-label={t('modal.close')}
            onClick={onClose}
            className={cx('-m-1 rounded-lg p-2 text-slate-600 hover:bg-slate-100', focusRing)}
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto px-4 py-4 sm:px-6">{children}</div>
        {footer && <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 px-4 py-3 sm:px-6">{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}

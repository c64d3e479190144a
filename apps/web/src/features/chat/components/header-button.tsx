import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { buttonClasses } from '../../../components/ui/button';
import { cx } from '../../../components/ui/cx';

/** Header action: icon and label from the sm breakpoint, icon only (label kept for screen readers) below it. */
export function headerActionClasses(className?: string) {
  return buttonClasses('secondary', cx('h-10 px-2.5 sm:px-3', className), 'sm');
}

export function HeaderLabel({ children }: { children: ReactNode }) {
  return <span className="sr-only sm:not-sr-only">{children}</span>;
}

export function HeaderButton({
  className,
  children,
  ref,
  ...button
}: ButtonHTMLAttributes<HTMLButtonElement> & { ref?: Ref<HTMLButtonElement> }) {
  return (
    <button ref={ref} type="button" className={headerActionClasses(className)} {...button}>
      {children}
    </button>
  );
}

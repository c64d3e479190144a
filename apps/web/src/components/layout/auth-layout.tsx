import type { ReactNode } from 'react';
import { LanguageSwitch } from '../language-switch/language-switch';
import { Logo } from '../ui/logo';
import { cx } from '../ui/cx';

interface AuthLayoutProps {
  children: ReactNode;
  /** Shown beside the form on large screens only (the sign-in picture). */
  aside?: ReactNode;
}

/** The frame of the public account pages: logo on top, one centred column, optional side panel. */
export function AuthLayout({ children, aside }: AuthLayoutProps) {
  return (
    <div className="flex min-h-dvh bg-slate-50">
      <div className="flex flex-1 flex-col px-4 py-6 sm:px-8">
        <header className="flex items-center justify-between gap-4">
          <Logo />
          <LanguageSwitch />
        </header>
        <main className={cx('mx-auto flex w-full flex-1 flex-col justify-center py-8', aside ? 'max-w-md' : 'max-w-lg')}>{children}</main>
      </div>
      {aside && <div className="hidden flex-1 lg:flex">{aside}</div>}
    </div>
  );
}

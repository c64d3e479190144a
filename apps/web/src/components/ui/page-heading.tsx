import type { ReactNode } from 'react';

/** Title and one sentence at the top of a page whose top bar has no title (spec 2.3), hence the h1. */
export function PageHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className="mb-6">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
      {children && <p className="mt-2 max-w-2xl text-slate-600">{children}</p>}
    </header>
  );
}

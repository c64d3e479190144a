import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { Logo } from '../../../components/ui/logo';

/** A narrow, quiet page for paying and for the moment after. */
export function CheckoutFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="min-h-dvh bg-slate-50 px-4 py-6 sm:px-8">
      <header className="mx-auto max-w-lg">
        <Logo />
      </header>
      <main className="mx-auto mt-8 max-w-lg">
        <Card className="sm:p-8">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
          <div className="mt-6">{children}</div>
        </Card>
      </main>
    </div>
  );
}

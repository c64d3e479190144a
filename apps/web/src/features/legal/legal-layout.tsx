import type { ReactNode } from 'react';
import { Card } from '../../components/ui/card';
import { Logo } from '../../components/ui/logo';

export function LegalLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="min-h-dvh bg-slate-50 px-4 py-6 sm:px-8">
      <header className="mx-auto max-w-3xl">
        <Logo />
      </header>
      <main className="mx-auto mt-8 max-w-3xl">
        <Card className="sm:p-8">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
          <div className="mt-4 text-slate-700">{children}</div>
        </Card>
      </main>
    </div>
  );
}

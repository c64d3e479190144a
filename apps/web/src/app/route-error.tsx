import { useLayoutEffect } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../components/ui/button';
import { removePrerendered } from '../lib/prerender-handoff';

/** Shown when a page fails to render or its code fails to download (often after a new release). */
export function RouteError({ error }: { error: unknown }) {
  // If /home failed to mount, its build-time copy must not keep hiding this message.
  useLayoutEffect(removePrerendered, []);
  const chunkFailed = error instanceof TypeError && /dynamically imported module|Importing a module script/i.test(error.message);
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-bold text-slate-900">Something went wrong</h1>
      <p className="max-w-md text-slate-600">
        {chunkFailed
          ? 'A new version of Benji is available. Reload the page to continue.'
          : 'This page could not be shown. Please try again.'}
      </p>
      <div className="flex gap-3">
        <button type="button" className={buttonClasses('primary')} onClick={() => window.location.reload()}>
          Reload
        </button>
        <Link to="/home" className={buttonClasses('secondary')}>
          Home
        </Link>
      </div>
    </main>
  );
}

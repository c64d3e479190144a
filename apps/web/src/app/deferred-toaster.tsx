import { lazy, Suspense, useSyncExternalStore } from 'react';
import { isToasterWanted, subscribeToToaster } from '../lib/toaster-signal';

const AppToaster = lazy(() => import('./toaster').then((module) => ({ default: module.AppToaster })));

/** The toaster, fetched once some loaded code can raise a toast (lib/toast), not with the first paint. */
export function DeferredToaster() {
  const wanted = useSyncExternalStore(subscribeToToaster, isToasterWanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  );
}

type HeaderTitleKey = 'headerTitle.dashboard' | 'headerTitle.application' | 'headerTitle.settings';

const titles: Record<string, HeaderTitleKey> = {
  '/': 'headerTitle.dashboard',
  '/application': 'headerTitle.application',
  '/settings': 'headerTitle.settings',
};

/** Spec 2.3: only these three paths have a header title; the catalogue key of it, or null. */
export function headerTitleFor(pathname: string): HeaderTitleKey | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return titles[path] ?? null;
}

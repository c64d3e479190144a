const titles: Record<string, string> = {
  '/': 'Dashboard',
  '/application': 'Application',
  '/settings': 'Settings',
};

/** Spec 2.3: only these three paths have a header title. */
export function headerTitleFor(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return titles[path] ?? '';
}

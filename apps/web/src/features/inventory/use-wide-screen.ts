import { useSyncExternalStore } from 'react';

const QUERY = '(min-width: 768px)';

/** True from Tailwind's md breakpoint up: the item list is a table there and cards below it. */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(QUERY);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(QUERY).matches,
    () => true,
  );
}

/**
 * Whether any code that shows toasts has loaded. The app shell mounts the toaster only then, so a
 * page that never toasts (the landing page on first paint, the sign-in page) does not carry it.
 */
let wanted = false;
const listeners = new Set<() => void>();

export function requestToaster(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

export function subscribeToToaster(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const isToasterWanted = (): boolean => wanted;

import { useEffect } from 'react';

/** Spec section 8: a legal page that fails to load only logs it; the fallback text shows. */
export function useLogFailure(error: unknown, what: string) {
  useEffect(() => {
    if (error) console.warn(`Could not load the ${what}`, error);
  }, [error, what]);
}

import { useEffect } from 'react';
import toast, { Toaster, useToasterStore } from 'react-hot-toast';

const MAX_VISIBLE = 20;

/** Spec section 9: blank 4000 ms, error 4000, success 2000, loading until dismissed, custom 4000; at most 20. */
export function AppToaster() {
  const { toasts } = useToasterStore();

  useEffect(() => {
    toasts
      .filter((item) => item.visible)
      .slice(MAX_VISIBLE)
      .forEach((item) => toast.dismiss(item.id));
  }, [toasts]);

  return (
    <Toaster
      position="top-center"
      toastOptions={{
        duration: 4000,
        removeDelay: 1000,
        success: { duration: 2000 },
        error: { duration: 4000 },
        loading: { duration: Infinity },
        custom: { duration: 4000 },
        className: 'text-sm',
      }}
    />
  );
}

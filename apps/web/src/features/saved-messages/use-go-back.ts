import { useNavigate } from 'react-router';

/**
 * Back as the browser would, but never off the site: React Router numbers its history entries
 * (`idx`), so 0 or none means this page was opened directly and Back goes to the chat instead.
 */
export function useGoBack(fallback: string): () => void {
  const navigate = useNavigate();
  return () => {
    const idx = (window.history.state as { idx?: unknown } | null)?.idx;
    if (typeof idx === 'number' && idx > 0) void navigate(-1);
    else void navigate(fallback);
  };
}

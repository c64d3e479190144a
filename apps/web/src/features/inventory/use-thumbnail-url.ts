import { useEffect, useState } from 'react';
import { fetchBlob } from '../../store/fetch-blob';
import { useAppDispatch } from '../../store/hooks';

export type ThumbnailState = { status: 'loading' } | { status: 'ready'; url: string } | { status: 'failed' };

/**
 * An image the API serves only with the user's token, as a URL an <img> can show: fetched as a
 * blob, shown from an object URL, and that URL released when the image leaves the page.
 */
export function useThumbnailUrl(path: string): ThumbnailState {
  const dispatch = useAppDispatch();
  const [state, setState] = useState<ThumbnailState>({ status: 'loading' });

  useEffect(() => {
    let url: string | null = null;
    let current = true;
    setState({ status: 'loading' });
    void dispatch(fetchBlob(path)).then((result) => {
      if (!current) return;
      if ('error' in result) return setState({ status: 'failed' });
      url = URL.createObjectURL(result.blob);
      setState({ status: 'ready', url });
    });
    return () => {
      current = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [dispatch, path]);

  return state;
}

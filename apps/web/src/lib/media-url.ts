/**
 * Profile images come as absolute URLs or as paths relative to the API host ("/api/files/<id>").
 * The API host is this page's origin unless VITE_API_URL points elsewhere.
 */
export function resolveMediaUrl(
  path: string | null | undefined,
  apiHost: string = import.meta.env.VITE_API_URL || window.location.origin,
): string | null {
  const value = path?.trim();
  if (!value) return null;
  if (/^(https?:|data:|blob:)/i.test(value) || value.startsWith('//')) return value;
  const host = apiHost.replace(/\/+$/, '');
  return `${host}${value.startsWith('/') ? '' : '/'}${value}`;
}

import { findMessage, isMessageCode, readMessage } from '@benji/shared';
import type { TFunction } from 'i18next';
import { i18n } from '../../i18n/i18n';

/**
 * A sentence of the server in the active language: by the code the server sent beside it, else by
 * its English (a field error carries no code), else as it came. Templated messages keep their
 * figures and names, which the catalogue formats for the locale. Loaded on demand with the
 * `errors` namespace (server-text.ts): the registry is no part of the first load.
 */
export function translateServerText(text: string, code?: unknown): string {
  const known = (isMessageCode(code) ? readMessage(code, text) : undefined) ?? findMessage(text);
  if (!known) return text;
  const t = i18n.t as unknown as TFunction<'errors'>;
  return t(`errors:${known.code}` as never, { ...known.args, defaultValue: text });
}

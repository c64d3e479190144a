import { useMemo, useSyncExternalStore } from 'react';
import type { FlatNamespace, TFunction } from 'i18next';
import { i18n } from './i18n';

type Namespaces = FlatNamespace | readonly [FlatNamespace, ...FlatNamespace[]];

function subscribe(onChange: () => void): () => void {
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
}

const getLanguage = () => i18n.language;

/**
 * react-i18next's hook, the part we use, over the one i18next instance: `t` for the namespace
 * (the first of a list is the default; the others are reached as `t('common:…')`), typed against
 * the English catalogue, and a re-render whenever the language changes. The namespace must be
 * loaded before the component renders (bundled `common`, or a page's own, fetched with its code).
 */
export function useTranslation<const Ns extends Namespaces = 'common'>(namespaces?: Ns): { t: TFunction<Ns>; i18n: typeof i18n } {
  const language = useSyncExternalStore(subscribe, getLanguage, getLanguage);
  const defaultNamespace: FlatNamespace = (Array.isArray(namespaces) ? namespaces[0] : namespaces) ?? 'common';
  // A new t for each language: components and effects that depend on it follow the switch.
  const t = useMemo(() => i18n.getFixedT(language, defaultNamespace), [language, defaultNamespace]);
  return { t: t as unknown as TFunction<Ns>, i18n };
}

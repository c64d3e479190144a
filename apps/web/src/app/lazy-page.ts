import { lazy, type ComponentType } from 'react';
import type { DeferredNamespace } from '../i18n/deferred-catalogues';
import { loadNamespace } from '../i18n/i18n';

/**
 * A page as a chunk of its own, fetched together with the messages it shows (in the active
 * language), so that it never renders a key and the two downloads do not wait for each other.
 */
export function lazyPage<Module>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType,
  namespaces: DeferredNamespace[] = [],
) {
  return lazy(() => Promise.all([load(), ...namespaces.map(loadNamespace)]).then(([module]) => ({ default: pick(module) })));
}

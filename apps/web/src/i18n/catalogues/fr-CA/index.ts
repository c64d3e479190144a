import type { Catalogue } from '../en';
import common from './common.json';

/** Canadian French: a chunk of its own, fetched only when it is the active language; its pages' namespaces come with their code (deferred-catalogues.ts). */
export const catalogue: Catalogue = { common };

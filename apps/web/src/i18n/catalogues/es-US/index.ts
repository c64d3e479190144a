import type { Catalogue } from '../en';
import auth from './auth.json';
import common from './common.json';
import landing from './landing.json';
import passwordReset from './password-reset.json';

/** US Spanish: a chunk of its own, fetched only when it is the active language. */
export const catalogue: Catalogue = { common, landing, auth, passwordReset };

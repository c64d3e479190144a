import auth from './auth.json';
import common from './common.json';
import landing from './landing.json';
import passwordReset from './password-reset.json';

/** A namespace's messages: nested objects of strings, as the JSON files hold them. */
export interface Messages {
  readonly [key: string]: string | Messages;
}

/**
 * English, the source, bundled with the app: every other language has exactly these keys, with
 * its own plural forms (catalogue-completeness.test.ts).
 */
export const en = { common, landing, auth, passwordReset };
export type Namespace = keyof typeof en;
export type Catalogue = Record<Namespace, Messages>;

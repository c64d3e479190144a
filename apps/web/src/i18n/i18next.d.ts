import 'i18next';
import type { en } from './catalogues/en';

// Keys are checked against the English catalogue: a typo in t('landing:hero.titel') fails the build.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: typeof en;
  }
}

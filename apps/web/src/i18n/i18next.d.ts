import 'i18next';
import type { en } from './catalogues/en';
import type landingMore from './catalogues/en/landing-more.json';

// Keys are checked against the English catalogue: a typo in t('landing:hero.titel') fails the build.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: typeof en & { landingMore: typeof landingMore };
  }
}

import 'i18next';
import type auth from './catalogues/en/auth.json';
import type { en } from './catalogues/en';
import type landingMore from './catalogues/en/landing-more.json';
import type landing from './catalogues/en/landing.json';
import type money from './catalogues/en/money.json';
import type passwordReset from './catalogues/en/password-reset.json';
import type frame from './catalogues/en/frame.json';
import type dialogs from './catalogues/en/dialogs.json';
import type dashboard from './catalogues/en/dashboard.json';
import type claims from './catalogues/en/claims.json';
import type settings from './catalogues/en/settings.json';
import type savedMessages from './catalogues/en/saved-messages.json';
import type tips from './catalogues/en/tips.json';
import type checkout from './catalogues/en/checkout.json';
import type legal from './catalogues/en/legal.json';
import type templates from './catalogues/en/templates.json';
import type video from './catalogues/en/video.json';
import type player from './catalogues/en/player.json';
import type inventory from './catalogues/en/inventory.json';
import type chat from './catalogues/en/chat.json';
import type errors from './catalogues/en/errors.json';

// Keys are checked against the English catalogue, bundled and deferred namespaces alike: a typo in
// t('landing:hero.titel') fails the build.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: typeof en & {
      landing: typeof landing;
      landingMore: typeof landingMore;
      auth: typeof auth;
      passwordReset: typeof passwordReset;
      money: typeof money;
      frame: typeof frame;
      dialogs: typeof dialogs;
      dashboard: typeof dashboard;
      claims: typeof claims;
      settings: typeof settings;
      savedMessages: typeof savedMessages;
      tips: typeof tips;
      checkout: typeof checkout;
      legal: typeof legal;
      templates: typeof templates;
      video: typeof video;
      player: typeof player;
      inventory: typeof inventory;
      chat: typeof chat;
      errors: typeof errors;
    };
  }
}

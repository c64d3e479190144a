import { loadDeadlineWords } from '../lib/deadline-words/load-deadline-words';
import { loadLetters } from '../lib/letters/load-letters';
import { lazyPage as page } from './lazy-page';

/**
 * The pages inside the signed-in frame, by the name the route table gives them. This module comes
 * with the frame (AppLayout), not with the start: /home and /login do not carry the list of the
 * chunks each of these pages preloads.
 */
export const signedInPages = {
  dashboard: page(
    // A French or Spanish reader's deadline rules come with the pages that show deadlines.
    () => Promise.all([import('../features/dashboard/dashboard-page'), loadDeadlineWords()]).then(([module]) => module),
    (m) => m.DashboardPage,
    ['dashboard', 'player'],
  ),
  savedMessages: page(
    () => import('../features/saved-messages/saved-messages-page'),
    (m) => m.SavedMessagesPage,
    ['savedMessages'],
  ),
  claimStatus: page(
    () => Promise.all([import('../features/claims/claim-status-page'), loadDeadlineWords()]).then(([module]) => module),
    (m) => m.ClaimStatusPage,
    ['claims'],
  ),
  inventory: page(
    () => import('../features/inventory/inventory-page'),
    (m) => m.InventoryPage,
    ['inventory'],
  ),
  money: page(
    () => import('../features/money/money-page'),
    (m) => m.MoneyPage,
    ['money'],
  ),
  video: page(
    () => import('../features/video/video-page'),
    (m) => m.VideoPage,
    ['video', 'player'],
  ),
  // The tips name their templates, and the store shows them: both come with the letters in the reader's language.
  tips: page(
    () => Promise.all([import('../features/tips/tips-page'), loadLetters()]).then(([module]) => module),
    (m) => m.TipsPage,
    ['tips'],
  ),
  templateStore: page(
    () => Promise.all([import('../features/templates/template-store-page'), loadLetters()]).then(([module]) => module),
    (m) => m.TemplateStorePage,
    ['templates'],
  ),
  settings: page(
    () => import('../features/settings/settings-page'),
    (m) => m.SettingsPage,
    ['settings', 'checkout'],
  ),
  chat: page(
    () => import('../features/chat/chat-page'),
    (m) => m.ChatPage,
    // The progress list names diary entries by the claims catalogue's words for them.
    ['chat', 'claims'],
  ),
  application: page(
    () => import('../features/application/application-page'),
    (m) => m.ApplicationPage,
  ),
};

export type SignedInPageName = keyof typeof signedInPages;

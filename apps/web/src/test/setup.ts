import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import auth from '../i18n/catalogues/en/auth.json';
import landingMore from '../i18n/catalogues/en/landing-more.json';
import landing from '../i18n/catalogues/en/landing.json';
import money from '../i18n/catalogues/en/money.json';
import passwordReset from '../i18n/catalogues/en/password-reset.json';
import frame from '../i18n/catalogues/en/frame.json';
import dialogs from '../i18n/catalogues/en/dialogs.json';
import dashboard from '../i18n/catalogues/en/dashboard.json';
import claims from '../i18n/catalogues/en/claims.json';
import settings from '../i18n/catalogues/en/settings.json';
import video from '../i18n/catalogues/en/video.json';
import player from '../i18n/catalogues/en/player.json';
import inventory from '../i18n/catalogues/en/inventory.json';
import templates from '../i18n/catalogues/en/templates.json';
import legal from '../i18n/catalogues/en/legal.json';
import checkout from '../i18n/catalogues/en/checkout.json';
import tips from '../i18n/catalogues/en/tips.json';
import savedMessages from '../i18n/catalogues/en/saved-messages.json';
import chat from '../i18n/catalogues/en/chat.json';
import { i18n } from '../i18n/i18n';
import toast from '../lib/toast';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup());

// The test files of a worker share one page (isolate: false, for speed): whatever a file leaves
// behind in it is put back before the next, as a fresh page would have it.
const START_URL = 'http://localhost:3000/';
/** What happy-dom adds to its window for tests. */
const happyDom = () => (window as unknown as { happyDOM: { abort(): Promise<void>; setURL(url: string): void } }).happyDOM;
let dialogShown = false;
let dialogWatch: MutationObserver | undefined;
beforeAll(async () => {
  // Components read English unless a test picks another language; a file that did is undone here.
  await i18n.changeLanguage('en-US');
  // Deferred namespaces are fetched with their code in the app; components under test have them at once.
  for (const [namespace, messages] of Object.entries({ landing, landingMore, auth, passwordReset, money }))
    i18n.addResourceBundle('en', namespace, messages);
  for (const [namespace, messages] of Object.entries({
    frame,
    dialogs,
    dashboard,
    claims,
    settings,
    video,
    player,
    inventory,
    templates,
    legal,
    checkout,
    tips,
    savedMessages,
    chat,
  }))
    i18n.addResourceBundle('en', namespace, messages);
  dialogShown = false;
  if (typeof window === 'undefined') return;
  dialogWatch = new MutationObserver(() => (dialogShown ||= document.querySelector('.swal2-container') !== null));
  dialogWatch.observe(document.body, { childList: true });
});
afterAll(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  // react-hot-toast keeps its toasts in a module of its own, which the next file would render.
  toast.remove();
  // Files that ask for the node environment have no page to put back.
  if (typeof window === 'undefined') return;
  // One watch per file: the page outlives the file, and so would its observer.
  dialogWatch?.disconnect();
  await closeDialog();
  // Timers and frames a file left pending (a dialog's auto-close, a focus handed back) would fire in
  // the next file, taking the focus from the box it is typing in.
  await happyDom().abort();
  localStorage.clear();
  sessionStorage.clear();
  // A file that followed a link (a blob: download, a #pricing hash) would leave relative API
  // addresses unresolvable.
  happyDom().setURL(START_URL);
  document.title = '';
  document.body.replaceChildren();
  document.body.className = '';
  document.documentElement.removeAttribute('style');
  document.body.removeAttribute('style');
});

/**
 * sweetalert2 hands the focus back 100 ms after a dialog goes, on Node's timers (out of the page's
 * reach): a file that showed one waits for that, closing a dialog left open first.
 */
async function closeDialog(): Promise<void> {
  if (!dialogShown) return;
  const { default: Swal } = await import('sweetalert2');
  if (Swal.isVisible()) Swal.close();
  for (let waited = 0; document.querySelector('.swal2-container') && waited < 1000; waited += 10) await sleep(10);
  await sleep(150);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

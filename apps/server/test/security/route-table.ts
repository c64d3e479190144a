import type { InjectOptions } from 'fastify';
import {
  DEFAULT_REMINDER_SETTINGS,
  calendarPaths,
  claimsPaths,
  chatPaths,
  diaryPaths,
  inventoryPaths,
  ledgerPaths,
  planPaths,
  reminderPaths,
} from '@benji/shared';
import { unsubscribeUrl } from '../../src/modules/reminders/reminders.service';
import { issueCode } from '../../src/modules/one-time-codes/one-time-codes.service';
import { loginUser, newUserInput } from '../support/accounts';
import { feedPath, openDeadlinePath } from '../calendar/calendar-requests';
import { claimForm, validFields } from '../claims/claim-requests';
import { validEvent } from '../diary/diary-requests';
import { attachmentForm, attachmentsClient, phonePhoto } from '../inventory/attachment-requests';
import { fileForm, validItem } from '../inventory/inventory-requests';
import { validEntry } from '../ledger/ledger-requests';
import { chatClient } from '../chat/chat-requests';
import { uploadForm, validUploadFields } from '../uploads/upload-requests';
import type { Account, World } from './world';

export const TOKEN_KINDS = ['none', 'malformed', 'expired', 'deleted', 'intruder', 'valid'] as const;
export type TokenKind = (typeof TOKEN_KINDS)[number];
export type Expected = Record<TokenKind, number>;

/** One cell's request, made as `owner` (the world's owner unless the route needs a fresh account). */
export interface Target {
  owner?: Account;
  request: Omit<InjectOptions, 'url'> & { url: string };
}

export interface RouteCase {
  expect: Expected;
  /** Called once per cell, so a route that spends its target (delete, confirm) gets a new one each time. */
  target: (w: World) => Target | Promise<Target>;
}

const refused = { none: 401, malformed: 401, expired: 401, deleted: 401 } as const;
/** Needs a token; another user's token on the owner's record is a 404. */
const guarded = (valid: number, intruder = 404): Expected => ({ ...refused, intruder, valid });
/** Needs a token and works on the caller's own data: the intruder gets its own answer. */
const own = (valid: number): Expected => guarded(valid, valid);
/** Public: the token, whatever it is, changes nothing. */
const open = (status: number): Expected => ({
  none: status,
  malformed: status,
  expired: status,
  deleted: status,
  intruder: status,
  valid: status,
});

const get = (url: string, extra: Pick<InjectOptions, 'query'> = {}): Target => ({ request: { method: 'GET', url, ...extra } });
const send = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: InjectOptions['payload']): Target => ({
  request: { method, url, ...(payload === undefined ? {} : { payload }) },
});
const publicGet = (url: string): RouteCase => ({ expect: open(200), target: () => get(url) });

const marker = (w: World) => w.ownerMarkers[0]!;

/** A new item of the owner's with one photo: each cell gets its own, so none reaches the per-item cap. */
async function ownerPhoto(w: World) {
  const itemId = await w.newItem(w.owner, w.owner.claimId);
  const attachmentId = (await attachmentsClient(w.t.app, w.owner.access).add(w.owner.claimId, itemId)).id;
  return { claimId: w.owner.claimId, itemId, attachmentId };
}

/**
 * Every route the server registers, keyed as Fastify names it. A route missing here fails the
 * matrix test; a GET entry covers its automatic HEAD twin (run through the same cells).
 */
export const routeTable: Record<string, RouteCase> = {
  // Public: system, documentation, legal texts, plans.
  'GET /api/config/': publicGet('/api/config/'),
  'GET /api/health/': publicGet('/api/health/'),
  'GET /api/docs': publicGet('/api/docs'),
  'GET /api/docs/': publicGet('/api/docs/'),
  // Redirects to the documentation page.
  'GET /api/docs/static/index.html': { expect: open(302), target: () => get('/api/docs/static/index.html') },
  'GET /api/docs/static/swagger-initializer.js': publicGet('/api/docs/static/swagger-initializer.js'),
  'GET /api/docs/static/*': publicGet('/api/docs/static/swagger-ui.css'),
  'GET /api/docs/json': publicGet('/api/docs/json'),
  'GET /api/docs/yaml': publicGet('/api/docs/yaml'),
  'GET /api/terms-policy/': publicGet('/api/terms-policy/'),
  'GET /api/terms-condition/': publicGet('/api/terms-condition/'),
  'GET /api/privecy_policy': publicGet('/api/privecy_policy'),
  'GET /api/subcriptionlist/': publicGet('/api/subcriptionlist/'),
  // Profile photos are public by their unguessable id, so an <img> can show them.
  'GET /api/files/:id': { expect: open(200), target: (w) => get(`/api/files/${w.owner.photoId}`) },

  // Public: accounts. Each acts on the body's credentials, never on the token.
  'POST /api/register/': { expect: open(201), target: () => send('POST', '/api/register/', newUserInput()) },
  'POST /api/login/': {
    expect: open(200),
    target: (w) => send('POST', '/api/login/', { email: w.intruder.email, password: w.intruder.password }),
  },
  'POST /api/token/refresh/': {
    expect: open(200),
    target: async (w) =>
      send('POST', '/api/token/refresh/', { refresh: (await loginUser(w.t.app, w.intruder.email, w.intruder.password)).refresh }),
  },
  'POST /api/logout/': {
    expect: open(200),
    target: async (w) =>
      send('POST', '/api/logout/', { refresh: (await loginUser(w.t.app, w.intruder.email, w.intruder.password)).refresh }),
  },
  // No GOOGLE_CLIENT_ID in this app: Google sign-in says it is not set up.
  'POST /api/auth/google-login/': { expect: open(503), target: () => send('POST', '/api/auth/google-login/', { credential: 'x.y.z' }) },
  'POST /api/forgot-password/': { expect: open(200), target: () => send('POST', '/api/forgot-password/', { email: 'nobody@example.com' }) },
  'POST /api/verify-otp/': {
    expect: open(400),
    target: (w) => send('POST', '/api/verify-otp/', { email: w.intruder.email, otp: '000000' }),
  },
  'POST /api/reset-password/': {
    expect: open(400),
    target: () =>
      send('POST', '/api/reset-password/', {
        email: 'nobody@example.com',
        otp: '000000',
        new_password: 'a-new-pass-1',
        confirm_password: 'a-new-pass-1',
      }),
  },
  'POST /api/contact-us/': {
    expect: open(200),
    target: () => send('POST', '/api/contact-us/', { email: 'visitor@example.com', message: 'Hello' }),
  },
  // Unsigned: refused whoever sends it.
  'POST /api/stripe/webhook/': {
    expect: open(400),
    target: () => send('POST', '/api/stripe/webhook/', { type: 'checkout.session.completed' }),
  },
  // E2E hooks (mounted in this app on purpose): local callers only, token or not.
  'POST /api/test/age-account/': {
    expect: open(200),
    target: async (w) => ({
      request: {
        ...send('POST', '/api/test/age-account/', { email: (await w.newAccount()).email, hours: 1 }).request,
        remoteAddress: '127.0.0.1',
      },
    }),
  },

  // Signed in: the account itself.
  'GET /api/update-profile/': { expect: own(200), target: () => get('/api/update-profile/') },
  'PATCH /api/update-profile/': { expect: own(200), target: () => send('PATCH', '/api/update-profile/', { full_name: 'Ana Ruiz' }) },
  'POST /api/change-password/': {
    // The intruder's token acts on the intruder's own password, which the owner's password does not open.
    expect: guarded(200, 400),
    target: async (w) => {
      const owner = await w.newAccount();
      return {
        owner,
        request: send('POST', '/api/change-password/', {
          old_password: owner.password,
          new_password: 'a-new-pass-1',
          confirm_password: 'a-new-pass-1',
        }).request,
      };
    },
  },
  'POST /api/verify-email/': {
    // The intruder's token acts on the intruder's own account, which the owner's code does not verify.
    expect: guarded(200, 400),
    target: async (w) => {
      const owner = await w.newAccount();
      return {
        owner,
        request: send('POST', '/api/verify-email/', { otp: await issueCode(w.t.database.db, 'email-verification', owner.id, 60) }).request,
      };
    },
  },
  // Each caller gets a new code mailed for its own account.
  'POST /api/resend-email-code/': { expect: own(200), target: () => send('POST', '/api/resend-email-code/') },
  'POST /api/stripe/payment/': { expect: own(200), target: (w) => send('POST', '/api/stripe/payment/', { id: w.planId }) },
  'GET /api/stripe/checkout-session/:id/': {
    expect: guarded(200),
    target: (w) => get(`/api/stripe/checkout-session/${w.owner.checkoutId}/`),
  },
  'POST /api/stripe/checkout-session/:id/confirm/': {
    expect: guarded(200),
    target: async (w) => {
      const owner = await w.newAccount();
      return { owner, request: send('POST', `/api/stripe/checkout-session/${await w.newCheckout(owner)}/confirm/`).request };
    },
  },

  // Signed in with access: claims and their diary.
  'POST /api/my-claims/': { expect: own(201), target: () => send('POST', claimsPaths.list, claimForm(validFields())) },
  'GET /api/my-claims/': { expect: own(200), target: () => get(claimsPaths.list) },
  'GET /api/my-claims/deadlines/': { expect: own(200), target: () => get(diaryPaths.upcoming) },
  'GET /api/my-claims/:id/': { expect: guarded(200), target: (w) => get(claimsPaths.item(w.owner.claimId)) },
  'PATCH /api/my-claims/:id/': {
    expect: guarded(200),
    target: (w) => send('PATCH', claimsPaths.item(w.owner.claimId), { status: 'Active' }),
  },
  'DELETE /api/my-claims/:id/': {
    expect: guarded(200),
    target: async (w) => send('DELETE', claimsPaths.item(await w.newClaim(w.owner)), { confirm: true }),
  },
  'GET /api/my-claims/:id/policy-document/': { expect: guarded(200), target: (w) => get(claimsPaths.policyDocument(w.owner.claimId)) },
  'GET /api/my-claims/:id/diary/': { expect: guarded(200), target: (w) => get(diaryPaths.events(w.owner.claimId)) },
  'POST /api/my-claims/:id/diary/': { expect: guarded(201), target: (w) => send('POST', diaryPaths.events(w.owner.claimId), validEvent()) },
  'DELETE /api/my-claims/:id/diary/:eventId/': {
    expect: guarded(200),
    target: async (w) => send('DELETE', diaryPaths.event(w.owner.claimId, String(await w.newEvent(w.owner, w.owner.claimId)))),
  },
  'GET /api/my-claims/:id/deadlines/': { expect: guarded(200), target: (w) => get(diaryPaths.deadlines(w.owner.claimId)) },
  'GET /api/my-claims/:id/deadlines/:ruleId/calendar.ics': {
    expect: guarded(200),
    target: async (w) => get(await openDeadlinePath(w.t.app, w.owner.access, await w.newClaim(w.owner))),
  },

  'GET /api/my-claims/:id/inventory/': { expect: guarded(200), target: (w) => get(inventoryPaths.items(w.owner.claimId)) },
  'POST /api/my-claims/:id/inventory/': {
    expect: guarded(201),
    target: (w) => send('POST', inventoryPaths.items(w.owner.claimId), validItem()),
  },
  'POST /api/my-claims/:id/inventory/batch/': {
    expect: guarded(201),
    target: (w) => send('POST', inventoryPaths.batch(w.owner.claimId), { items: [validItem(), validItem()] }),
  },
  'POST /api/my-claims/:id/inventory/import/': {
    expect: guarded(201),
    target: (w) =>
      send(
        'POST',
        inventoryPaths.import(w.owner.claimId),
        fileForm('Room,Description,Category,Age,Replacement cost\nDen,Lamp,Electronics,2,$40\n'),
      ),
  },
  'GET /api/my-claims/:id/inventory/export/': { expect: guarded(200), target: (w) => get(inventoryPaths.export(w.owner.claimId)) },
  'GET /api/my-claims/:id/inventory/export/xlsx/': { expect: guarded(200), target: (w) => get(inventoryPaths.exportXlsx(w.owner.claimId)) },
  'GET /api/my-claims/:id/inventory/export/pdf/': { expect: guarded(200), target: (w) => get(inventoryPaths.exportPdf(w.owner.claimId)) },
  'GET /api/my-claims/:id/inventory/policy-limits/': {
    expect: guarded(200),
    target: (w) => get(inventoryPaths.policyLimits(w.owner.claimId)),
  },
  'GET /api/my-claims/:id/inventory/:itemId/attachments/': {
    expect: guarded(200),
    target: (w) => get(inventoryPaths.attachments(w.owner.claimId, w.owner.itemId)),
  },
  'POST /api/my-claims/:id/inventory/:itemId/attachments/': {
    expect: guarded(201),
    target: async (w) =>
      send(
        'POST',
        inventoryPaths.attachments(w.owner.claimId, await w.newItem(w.owner, w.owner.claimId)),
        attachmentForm(await phonePhoto()),
      ),
  },
  'GET /api/my-claims/:id/inventory/:itemId/attachments/:attachmentId/': {
    expect: guarded(200),
    target: async (w) => {
      const { claimId, itemId, attachmentId } = await ownerPhoto(w);
      return get(inventoryPaths.attachment(claimId, itemId, attachmentId));
    },
  },
  'GET /api/my-claims/:id/inventory/:itemId/attachments/:attachmentId/thumbnail/': {
    expect: guarded(200),
    target: async (w) => {
      const { claimId, itemId, attachmentId } = await ownerPhoto(w);
      return get(inventoryPaths.attachmentThumbnail(claimId, itemId, attachmentId));
    },
  },
  'DELETE /api/my-claims/:id/inventory/:itemId/attachments/:attachmentId/': {
    expect: guarded(200),
    target: async (w) => {
      const { claimId, itemId, attachmentId } = await ownerPhoto(w);
      return send('DELETE', inventoryPaths.attachment(claimId, itemId, attachmentId));
    },
  },
  'PATCH /api/my-claims/:id/inventory/:itemId/': {
    expect: guarded(200),
    target: (w) => send('PATCH', inventoryPaths.item(w.owner.claimId, w.owner.itemId), { quantity: 2 }),
  },
  'POST /api/my-claims/:id/inventory/:itemId/duplicate/': {
    expect: guarded(201),
    target: (w) => send('POST', inventoryPaths.duplicate(w.owner.claimId, w.owner.itemId)),
  },
  'DELETE /api/my-claims/:id/inventory/:itemId/': {
    expect: guarded(200),
    target: async (w) => send('DELETE', inventoryPaths.item(w.owner.claimId, await w.newItem(w.owner, w.owner.claimId))),
  },

  'GET /api/my-claims/:id/ledger/': { expect: guarded(200), target: (w) => get(ledgerPaths.entries(w.owner.claimId)) },
  'GET /api/my-claims/:id/ledger/suggestions/': { expect: guarded(200), target: (w) => get(ledgerPaths.suggestions(w.owner.claimId)) },
  'GET /api/my-claims/:id/ledger/policy-terms/': { expect: guarded(200), target: (w) => get(ledgerPaths.policyTerms(w.owner.claimId)) },
  'GET /api/my-claims/:id/ledger/letters/:kind/': {
    expect: guarded(200),
    target: (w) => get(ledgerPaths.letter(w.owner.claimId, 'depreciation-release')),
  },
  'POST /api/my-claims/:id/ledger/': {
    expect: guarded(201),
    target: (w) => send('POST', ledgerPaths.entries(w.owner.claimId), validEntry()),
  },
  'PATCH /api/my-claims/:id/ledger/:entryId/': {
    expect: guarded(200),
    target: (w) => send('PATCH', ledgerPaths.entry(w.owner.claimId, w.owner.ledgerEntryId), { amount_cents: 1_300_000 }),
  },
  'DELETE /api/my-claims/:id/ledger/:entryId/': {
    expect: guarded(200),
    target: async (w) => send('DELETE', ledgerPaths.entry(w.owner.claimId, await w.newLedgerEntry(w.owner, w.owner.claimId))),
  },

  // Calendar: the address and its reset act on the caller's own feed; the feed itself is public, its secret token the key.
  'GET /api/calendar/feed/': { expect: own(200), target: () => get(calendarPaths.feed) },
  'POST /api/calendar/feed/reset/': { expect: own(200), target: () => send('POST', calendarPaths.resetFeed) },
  'GET /api/calendar/:token.ics': { expect: open(200), target: async (w) => get(await feedPath(w.t.app, w.owner.access)) },

  // The caller's own plan. The world's accounts hold none, so managing one is a 409 for owner and
  // intruder alike (test/billing/plan.test.ts covers the plans that can be cancelled).
  'GET /api/billing/plan/': { expect: own(200), target: () => get(planPaths.plan) },
  'POST /api/billing/portal/': { expect: own(409), target: () => send('POST', planPaths.portal) },
  'POST /api/billing/cancel/': { expect: own(409), target: () => send('POST', planPaths.cancel) },

  // Reminders: the settings are the caller's own (and open after the trial, to turn mail off). The
  // unsubscribe link is public, its signed token the key: each cell spends the link of a fresh
  // account, not the owner's, whatever token comes with it.
  'GET /api/reminders/settings/': { expect: own(200), target: () => get(reminderPaths.settings) },
  'PUT /api/reminders/settings/': { expect: own(200), target: () => send('PUT', reminderPaths.settings, DEFAULT_REMINDER_SETTINGS) },
  'GET /api/reminders/unsubscribe/': {
    expect: open(200),
    target: async (w) => {
      const holder = await w.newAccount();
      return get(unsubscribeUrl(w.t.app.reminders, holder.id).replace(/^https?:\/\/[^/]+/, ''));
    },
  },
  'POST /api/reminders/unsubscribe/': {
    expect: open(200),
    target: async (w) => {
      const holder = await w.newAccount();
      return send('POST', unsubscribeUrl(w.t.app.reminders, holder.id).replace(/^https?:\/\/[^/]+/, ''));
    },
  },

  // Signed in with access: the assistant.
  'POST /api/chat/': {
    expect: guarded(201),
    target: (w) => send('POST', chatPaths.messages, { content: 'Any news?', session_id: w.owner.chatSessionId }),
  },
  'POST /api/chat/stream/': {
    expect: guarded(200),
    target: (w) => send('POST', chatPaths.stream, { content: 'Any news?', session_id: w.owner.chatSessionId }),
  },
  'GET /api/chat/': { expect: guarded(200), target: (w) => get(chatPaths.messages, { query: { session_id: w.owner.chatSessionId } }) },
  'GET /api/chat/sessions/': { expect: own(200), target: () => get(chatPaths.sessions) },
  'PATCH /api/chat/sessions/:sessionId/': {
    expect: guarded(200),
    target: (w) => send('PATCH', chatPaths.session(w.owner.chatSessionId), { title: 'Renamed conversation' }),
  },
  'DELETE /api/chat/sessions/:sessionId/': {
    // Each cell spends a conversation of the owner's own, so the world's stays for the other routes.
    expect: guarded(200),
    target: async (w) =>
      send('DELETE', chatPaths.session((await chatClient(w.t.app, w.owner.access).ask('A conversation to delete')).session.session_id)),
  },
  'POST /api/chat/flag/': {
    expect: guarded(201),
    target: (w) => send('POST', chatPaths.flag, { message_id: w.owner.messageId, session_id: w.owner.chatSessionId }),
  },
  'GET /api/chat/flagged/': { expect: own(200), target: () => get(chatPaths.flagged) },
  'GET /api/chat/suggestions/': { expect: guarded(200), target: (w) => get(chatPaths.suggestions(w.owner.claimId)) },
  'GET /api/chat/:id/download-pdf/': { expect: guarded(200), target: (w) => get(chatPaths.downloadPdf(w.owner.chatSessionId)) },
  'POST /api/chat/upload/': { expect: own(201), target: () => send('POST', chatPaths.upload, uploadForm(validUploadFields())) },
  'GET /api/chat/uploads/': { expect: own(200), target: () => get(chatPaths.uploads) },
  'PATCH /api/chat/uploads/:uploadId/': {
    expect: guarded(200),
    target: (w) => send('PATCH', chatPaths.uploadItem(w.owner.uploadId), uploadForm(validUploadFields({ policy_number: marker(w) }))),
  },
};

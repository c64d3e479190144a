import Fastify, { type FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { POLICY_FILE_MAX_BYTES } from '@benji/shared';
import { appUrl, isProduction, type Config } from './config';
import { ChangeFeed } from './db/change-feed';
import type { Database } from './db/client';
import { PerUserCache } from './lib/per-user-cache';
import { persistentSecret } from './lib/secrets';
import { RateLimiter, selectRateLimitStore, type RateLimitStore } from './lib/rate-limiter';
import { AccessTokens } from './lib/tokens';
import { outboxMailer, smtpMailer, type Mailer } from './mail/mailer';
import { registerApiDocs } from './plugins/api-docs';
import { makeGuards } from './plugins/authenticate';
import { registerErrorHandler } from './plugins/errors';
import { loggerOptions, wantsReadableLog, type LogDestination } from './plugins/logger';
import { registerNoStore } from './plugins/no-store';
import { registerNullCharacterGuard } from './plugins/null-characters';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerWebApp } from './plugins/web-app';
import { registerWriteBarrier } from './plugins/write-barrier';
import { authRoutes } from './modules/auth/auth.routes';
import { emailVerificationRoutes } from './modules/auth/email-verification.routes';
import { claimsRoutes } from './modules/claims/claims.routes';
import { chatRoutes } from './modules/chat/chat.routes';
import { uploadsRoutes } from './modules/uploads/uploads.routes';
import { PassageSearch } from './assistant/retrieval/passage-search';
import type { Assistant } from './startup';
import { diaryRoutes } from './modules/diary/diary.routes';
import { inventoryRoutes } from './modules/inventory/inventory.routes';
import { inventoryAttachmentRoutes } from './modules/inventory/inventory-attachments.routes';
import { ledgerRoutes } from './modules/ledger/ledger.routes';
import { InventorySheets } from './modules/inventory/inventory-sheets';
import { calendarRoutes } from './modules/calendar/calendar.routes';
import { FeedTokens } from './modules/calendar/feed-tokens';
import { GoogleVerifier } from './modules/auth/google-verifier';
import { RefreshChain } from './modules/auth/refresh-chain';
import { filesRoutes } from './modules/files/files.routes';
import { PolicyPdfReader } from './modules/files/policy-pdf-reader';
import { passwordResetRoutes } from './modules/password-reset/password-reset.routes';
import { profileRoutes } from './modules/profile/profile.routes';
import { billingRoutes } from './modules/billing/billing.routes';
import { createStripe } from './modules/billing/stripe-client';
import { contactRoutes } from './modules/contact/contact.routes';
import { legalRoutes } from './modules/legal/legal.routes';
import { testHookRoutes } from './modules/test-hooks/test-hooks.routes';
import { reminderRoutes } from './modules/reminders/reminders.routes';
import type { ReminderDeps } from './modules/reminders/reminders.service';
import { UnsubscribeTokens } from './modules/reminders/unsubscribe-token';
import { systemRoutes } from './modules/system/system.routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** authenticate: a valid token; requireAccess: also a running trial or a subscription (else 402). */
    guards: ReturnType<typeof makeGuards>;
    /** What the database announces about changed users; tests wait on it after writing directly. */
    changes: ChangeFeed;
    /** Reads policy PDFs in worker threads (chat/upload/ and chat/uploads/ read them through it). */
    policyPdfs: PolicyPdfReader;
    /** The rate limiter every limited route counts in. */
    limiter: RateLimiter;
    /** What the reminder queue needs to send mail; main.ts starts the queue once the app listens. */
    reminders: ReminderDeps;
  }
}

export interface AppDeps {
  config: Config;
  database: Database;
  /** Loaded by a start-up step (startup.ts): building the app loads no model. */
  assistant: Assistant;
  /** Defaults to SMTP when SMTP_URL is set, else the outbox. */
  mailer?: Mailer;
  rateLimitStore?: RateLimitStore;
  /** The assistant's clock (the date it counts deadlines to); the evaluation pins it. Defaults to the real time. */
  now?: () => Date;
  /** Where log lines go; defaults to stdout. Tests read the log back through it. */
  logStream?: LogDestination;
}

/** Builds the whole server. main.ts and the tests build the same app. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    logger: loggerOptions(config.LOG_LEVEL, deps.logStream, { readable: wantsReadableLog(isProduction(config)) }),
    bodyLimit: 1024 * 1024,
    trustProxy: config.TRUST_PROXY,
    routerOptions: { ignoreTrailingSlash: false },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('caller', null);
  registerErrorHandler(app);
  registerNullCharacterGuard(app);
  registerSecurityHeaders(app, { mediaUrls: [config.TUTORIAL_VIDEO_URL] });
  registerNoStore(app);
  await app.register(multipart, { limits: { fileSize: POLICY_FILE_MAX_BYTES + 1, files: 5 } });
  if (config.API_DOCS) await registerApiDocs(app);

  const db = database.db;
  const changes = new ChangeFeed(database, { warn: (message) => app.log.warn(message) });
  await changes.start();
  app.addHook('onClose', () => changes.close());
  app.decorate('changes', changes);
  registerWriteBarrier(app, changes);
  const readCache = new PerUserCache(changes);
  const signingSecret = config.JWT_SECRET ?? (await persistentSecret(db, 'jwt', config.SECRETS_KEY));
  const tokens = new AccessTokens(signingSecret, config.ACCESS_TOKEN_MINUTES);
  const mailer =
    deps.mailer ??
    (config.SMTP_URL ? smtpMailer(config.SMTP_URL, config.MAIL_FROM) : outboxMailer(db, app.log, { production: isProduction(config) }));
  const rateLimitStore = deps.rateLimitStore ?? selectRateLimitStore(config, (message) => app.log.warn(message));
  // A store passed in belongs to the caller, who closes it.
  if (!deps.rateLimitStore) app.addHook('onClose', async () => rateLimitStore.close?.());
  const limiter = new RateLimiter(rateLimitStore, config.RATE_LIMIT_SCALE);
  app.decorate('limiter', limiter);
  // Its worker thread starts with a listening server (a test app that only injects starts it at its
  // first policy PDF) and ends with the app.
  const policyPdfs = new PolicyPdfReader();
  app.addHook('onListen', async () => {
    policyPdfs.warm().catch((error: unknown) => app.log.warn({ err: error }, 'the policy PDF worker did not start'));
  });
  app.addHook('onClose', () => policyPdfs.close());
  app.decorate('policyPdfs', policyPdfs);
  // XLSX imports and exports: their worker thread starts at the first spreadsheet and ends with the app.
  const inventorySheets = new InventorySheets();
  app.addHook('onClose', () => inventorySheets.close());
  const google = config.GOOGLE_CLIENT_ID ? new GoogleVerifier(config.GOOGLE_CLIENT_ID, config.GOOGLE_JWKS_URL) : null;
  const guards = makeGuards(db, tokens, readCache);
  const { authenticate, requireAccess } = guards;
  app.decorate('guards', guards);

  // Its key is derived from the signing secret, so no second secret has to be kept (or encrypted).
  const unsubscribeTokens = UnsubscribeTokens.derivedFrom(signingSecret);
  app.decorate('reminders', { db, mailer, appUrl: appUrl(config), tokens: unsubscribeTokens });

  // Where account notices send someone who did not do what the mail reports.
  const accountMail = {
    mailer,
    log: app.log,
    links: { appUrl: appUrl(config), supportEmail: config.SUPPORT_EMAIL },
  };

  await app.register(async (scope) => {
    await systemRoutes(scope, {
      db,
      googleClientId: config.GOOGLE_CLIENT_ID ?? null,
      demo: config.SEED_DEMO,
      tutorialVideoUrl: config.TUTORIAL_VIDEO_URL,
    });
    await authRoutes(scope, {
      db,
      tokens,
      refreshTokenDays: config.REFRESH_TOKEN_DAYS,
      sessionMaxDays: config.SESSION_MAX_DAYS,
      google,
      refreshChain: RefreshChain.derivedFrom(signingSecret),
      ...accountMail,
      limiter,
      authenticate,
      refreshCookie: { production: isProduction(config), appUrl: appUrl(config) },
    });
    await emailVerificationRoutes(scope, { db, ...accountMail, limiter, authenticate });
    await passwordResetRoutes(scope, { db, ...accountMail, limiter });
    await profileRoutes(scope, { db, authenticate });
    await filesRoutes(scope, { db });
    await claimsRoutes(scope, { db, requireAccess, readCache, limiter });
    // One cache of indexed policies, for the chat, the inventory's policy limits and the ledger's.
    const search = new PassageSearch();
    await chatRoutes(scope, { db, ...deps.assistant, search, requireAccess, ...(deps.now ? { now: deps.now } : {}) });
    await uploadsRoutes(scope, { db, requireAccess });
    await diaryRoutes(scope, { db, requireAccess, limiter });
    await inventoryRoutes(scope, { db, requireAccess, limiter, sheets: inventorySheets, search });
    await inventoryAttachmentRoutes(scope, { db, requireAccess, limiter });
    await ledgerRoutes(scope, { db, requireAccess, limiter, search });
    await reminderRoutes(scope, { db, authenticate, tokens: unsubscribeTokens, appUrl: appUrl(config) });
    await calendarRoutes(scope, {
      db,
      feedTokens: FeedTokens.derivedFrom(signingSecret),
      authenticate,
      requireAccess,
      limiter,
      cache: readCache,
      publicUrl: config.PUBLIC_URL,
    });
    await billingRoutes(scope, {
      db,
      stripe: createStripe(config),
      publicUrl: appUrl(config),
      log: app.log,
      authenticate,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET ?? null,
    });
    await contactRoutes(scope, { db, mailer, limiter, supportEmail: config.SUPPORT_EMAIL, log: app.log });
    await legalRoutes(scope, { db });
    // Only in the e2e runs: hooks that age an account and the like (refused in production by config).
    if (config.E2E_TEST_HOOKS) await testHookRoutes(scope, { db });
  });
  await registerWebApp(app, config.WEB_DIST);
  return app;
}

import Fastify, { type FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { POLICY_FILE_MAX_BYTES } from '@benji/shared';
import type { Config } from './config';
import { ChangeFeed } from './db/change-feed';
import type { Database } from './db/client';
import { PerUserCache } from './lib/per-user-cache';
import { persistentSecret } from './lib/secrets';
import { RateLimiter, selectRateLimitStore, type RateLimitStore } from './lib/rate-limiter';
import { AccessTokens } from './lib/tokens';
import { outboxMailer, smtpMailer, type Mailer } from './mail/mailer';
import { makeGuards } from './plugins/authenticate';
import { registerErrorHandler } from './plugins/errors';
import { registerNullCharacterGuard } from './plugins/null-characters';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerWebApp } from './plugins/web-app';
import { registerWriteBarrier } from './plugins/write-barrier';
import { authRoutes } from './modules/auth/auth.routes';
import { claimsRoutes } from './modules/claims/claims.routes';
import { chatModule } from './modules/chat/chat.module';
import { diaryRoutes } from './modules/diary/diary.routes';
import { GoogleVerifier } from './modules/auth/google-verifier';
import { filesRoutes } from './modules/files/files.routes';
import { passwordResetRoutes } from './modules/password-reset/password-reset.routes';
import { profileRoutes } from './modules/profile/profile.routes';
import { publicSiteRoutes } from './modules/public-site/public-site.routes';
import { systemRoutes } from './modules/system/system.routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** authenticate: a valid token; requireAccess: also a running trial or a subscription (else 402). */
    guards: ReturnType<typeof makeGuards>;
    /** What the database announces about changed users; tests wait on it after writing directly. */
    changes: ChangeFeed;
  }
}

export interface AppDeps {
  config: Config;
  database: Database;
  /** Defaults to SMTP when SMTP_URL is set, else the outbox. */
  mailer?: Mailer;
  rateLimitStore?: RateLimitStore;
  /** The assistant's clock (the date it counts deadlines to); the evaluation pins it. Defaults to the real time. */
  now?: () => Date;
}

/** Builds the whole server. main.ts and the tests build the same app. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    logger: config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL },
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
  await app.register(multipart, { limits: { fileSize: POLICY_FILE_MAX_BYTES + 1, files: 5 } });
  await app.register(swagger, {
    openapi: { info: { title: 'Benji API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  const db = database.db;
  const changes = new ChangeFeed(database, { warn: (message) => app.log.warn(message) });
  await changes.start();
  app.addHook('onClose', () => changes.close());
  app.decorate('changes', changes);
  registerWriteBarrier(app, changes);
  const readCache = new PerUserCache(changes);
  const tokens = new AccessTokens(config.JWT_SECRET ?? (await persistentSecret(db, 'jwt')), config.ACCESS_TOKEN_MINUTES);
  const mailer = deps.mailer ?? (config.SMTP_URL ? smtpMailer(config.SMTP_URL, config.MAIL_FROM) : outboxMailer(db, app.log));
  const rateLimitStore = deps.rateLimitStore ?? selectRateLimitStore(config, (message) => app.log.warn(message));
  // A store passed in belongs to the caller, who closes it.
  if (!deps.rateLimitStore) app.addHook('onClose', async () => rateLimitStore.close?.());
  const limiter = new RateLimiter(rateLimitStore, config.RATE_LIMIT_SCALE);
  const google = config.GOOGLE_CLIENT_ID ? new GoogleVerifier(config.GOOGLE_CLIENT_ID, config.GOOGLE_JWKS_URL) : null;
  const guards = makeGuards(db, tokens, readCache);
  const { authenticate, requireAccess } = guards;
  app.decorate('guards', guards);

  await app.register(async (scope) => {
    await systemRoutes(scope, {
      db,
      googleClientId: config.GOOGLE_CLIENT_ID ?? null,
      demo: config.SEED_DEMO,
      tutorialVideoUrl: config.TUTORIAL_VIDEO_URL,
    });
    await authRoutes(scope, { db, tokens, refreshTokenDays: config.REFRESH_TOKEN_DAYS, google, limiter, authenticate });
    await passwordResetRoutes(scope, { db, mailer, limiter });
    await profileRoutes(scope, { db, authenticate });
    await filesRoutes(scope, { db });
    await claimsRoutes(scope, { db, requireAccess, readCache });
    await chatModule(scope, { db, config, requireAccess, now: deps.now });
    await diaryRoutes(scope, { db, requireAccess });
    await publicSiteRoutes(scope, { db, config, mailer, limiter, authenticate });
  });
  await registerWebApp(app, config.WEB_DIST);
  return app;
}

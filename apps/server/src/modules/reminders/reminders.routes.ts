import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DEFAULT_ACCOUNT_LANGUAGE,
  ReminderMessage,
  type TAccountLanguage,
  ZMessageResponse,
  ZReminderSettings,
  ZReminderSettingsResponse,
  ZReminderSettingsSaved,
  reminderPaths,
} from '@benji/shared';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/domain-error';
import { callerOf, type Guard } from '../../plugins/authenticate';
import { mailCatalogue } from '../../mail/locales/catalogues';
import { reminderSettings, saveReminderSettings, unsubscribe, unsubscribeLanguage } from './reminders.service';
import { confirmPage, resultPage } from './unsubscribe-page';
import type { UnsubscribeTokens } from './unsubscribe-token';

const ZUnsubscribeQuery = z.object({
  token: z.string({ error: ReminderMessage.linkInvalid }).max(200, { error: ReminderMessage.linkInvalid }),
});

/**
 * Reminder settings (signed in, trial or not: anyone may turn mail off) and the one-click
 * unsubscribe of RFC 8058, which a mail client POSTs without any sign-in: the token is the proof.
 */
export async function reminderRoutes(
  app: FastifyInstance,
  deps: { db: Db; authenticate: Guard; tokens: UnsubscribeTokens; appUrl: string },
) {
  const { db, authenticate, tokens, appUrl } = deps;
  const tags = ['reminders'];

  await app.register(async (scope) => {
    // Mail clients post the one-click body as a form; only these routes read one.
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    const api = scope.withTypeProvider<ZodTypeProvider>();

    api.get(
      reminderPaths.settings,
      { onRequest: authenticate, schema: { tags, response: { 200: ZReminderSettingsResponse } } },
      (request) => reminderSettings(db, callerOf(request).user.id),
    );

    api.put(
      reminderPaths.settings,
      { onRequest: authenticate, schema: { tags, body: ZReminderSettings, response: { 200: ZReminderSettingsSaved } } },
      async (request) => ({
        message: ReminderMessage.saved,
        settings: await saveReminderSettings(db, callerOf(request).user.id, request.body),
      }),
    );

    // The pages speak the account's language, as its reminders did; a link that is not ours, English.
    const pageWords = (language: TAccountLanguage | null) => mailCatalogue(language ?? DEFAULT_ACCOUNT_LANGUAGE).reminder.unsubscribePage;

    api.get(reminderPaths.unsubscribe, { schema: { tags, querystring: ZUnsubscribeQuery } }, async (request, reply) => {
      const language = await unsubscribeLanguage(db, tokens, request.query.token);
      return reply
        .status(language ? 200 : 404)
        .type('text/html; charset=utf-8')
        .send(language ? confirmPage(request.query.token, pageWords(language)) : resultPage('linkInvalid', pageWords(null), appUrl));
    });

    api.post(
      reminderPaths.unsubscribe,
      // No response schema: the answer is a page for a browser, a message for anything else.
      { schema: { tags, querystring: ZUnsubscribeQuery } },
      async (request, reply) => {
        const language = await unsubscribe(db, tokens, request.query.token);
        const done = language !== null;
        // The confirmation page's button wants a page back; a mail client reads only the status.
        const wantsPage = request.headers.accept?.includes('text/html') ?? false;
        if (wantsPage)
          return reply
            .status(done ? 200 : 404)
            .type('text/html; charset=utf-8')
            .send(resultPage(done ? 'unsubscribed' : 'linkInvalid', pageWords(language), appUrl));
        if (!done) throw notFound(ReminderMessage.linkInvalid);
        return ZMessageResponse.parse({ message: ReminderMessage.unsubscribed });
      },
    );
  });
}

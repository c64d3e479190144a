import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZLegalList, ZTermsPolicyResponse, publicSitePaths } from '@benji/shared';
import type { Db } from '../../db/client';
import { legalList } from './legal.service';

/** The legal texts are public: no token, on the three paths the spec names (section 7). startup.ts stores them. */
export async function legalRoutes(app: FastifyInstance, deps: { db: Db }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const tags = ['public site'];

  api.get(publicSitePaths.termsPolicy, { schema: { tags, response: { 200: ZTermsPolicyResponse } } }, async () => ({
    terms_and_conditions: await legalList(db, 'terms'),
    privacy_policy: await legalList(db, 'privacy'),
  }));
  api.get(publicSitePaths.terms, { schema: { tags, response: { 200: ZLegalList } } }, () => legalList(db, 'terms'));
  api.get(publicSitePaths.privacy, { schema: { tags, response: { 200: ZLegalList } } }, () => legalList(db, 'privacy'));
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AuthMessage, PROFILE_PHOTO_MAX_BYTES, ZMessageResponse, ZProfileResponse, ZProfileUpdateFields, authPaths } from '@benji/shared';
import type { Db } from '../../db/client';
import { readForm } from '../../lib/multipart';
import { parseFields } from '../../lib/validate';
import { callerOf, type Guard } from '../../plugins/authenticate';
import { toUserView } from '../auth/user-view';
import { PHOTO_FIELD, updateProfile } from './profile.service';

const ZProfileUpdateResponse = ZProfileResponse.extend(ZMessageResponse.shape);

export async function profileRoutes(app: FastifyInstance, deps: { db: Db; authenticate: Guard }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['profile'];

  api.get(authPaths.profile, { preHandler: deps.authenticate, schema: { tags, response: { 200: ZProfileResponse } } }, async (request) => ({
    user: toUserView(callerOf(request).user),
  }));

  api.patch(
    authPaths.profile,
    { preHandler: deps.authenticate, schema: { tags, consumes: ['multipart/form-data'], response: { 200: ZProfileUpdateResponse } } },
    async (request) => {
      const form = await readForm(request, {
        maxFileBytes: PROFILE_PHOTO_MAX_BYTES,
        tooLargeMessage: 'File size must be less than 2MB',
        maxFiles: 1,
      });
      const fields = parseFields(ZProfileUpdateFields, form.fields);
      const photo = form.files.find((file) => file.field === PHOTO_FIELD);
      const user = await updateProfile(deps.db, callerOf(request).user, fields, photo);
      return { message: AuthMessage.profileUpdated, user: toUserView(user) };
    },
  );
}

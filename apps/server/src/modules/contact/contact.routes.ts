import type { FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { ContactMessage, ServiceMessage, ZContactRequest, ZMessageResponse, publicSitePaths, type FieldErrors } from '@benji/shared';
import { fieldMessageOf } from '../../lib/field-message';
import { clientIp } from '../../lib/client-ip';
import { HttpError } from '../../lib/http-error';
import { Limits, enforceLimits, type RateLimiter } from '../../lib/rate-limiter';
import * as contact from './contact.service';

/**
 * The contact form shows `message` of a failure in its error toast (spec section 8), so a
 * validation failure carries the first problem as `message` beside the usual field list.
 */
function invalidContact(error: Error): HttpError {
  const fields: FieldErrors = {};
  if (hasZodFastifySchemaValidationErrors(error))
    for (const issue of error.validation) {
      const field = (issue.instancePath ?? '').replace(/^\//, '') || 'non_field_errors';
      (fields[field] ??= []).push(
        issue.message ? fieldMessageOf({ ...issue.params, code: issue.keyword, message: issue.message }) : ServiceMessage.invalidValue,
      );
    }
  const first = Object.values(fields)[0]?.[0] ?? ContactMessage.emailInvalid;
  // The form has a field named `message` too; the sentence the toast shows takes its place.
  return new HttpError(400, { ...fields, message: first });
}

export async function contactRoutes(app: FastifyInstance, deps: contact.ContactDeps & { limiter: RateLimiter }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    publicSitePaths.contact,
    { attachValidation: true, schema: { tags: ['public site'], body: ZContactRequest, response: { 200: ZMessageResponse } } },
    async (request) => {
      // Every attempt counts, valid or not, so a flood of junk is throttled like a flood of mail.
      await enforceLimits(deps.limiter, [[Limits.contactPerIp, clientIp(request)]]);
      if (request.validationError) throw invalidContact(request.validationError);
      await enforceLimits(deps.limiter, [[Limits.contactPerEmail, request.body.email.toLowerCase()]]);
      await contact.receiveContactMessage(deps, request.body);
      return { message: ContactMessage.sent };
    },
  );
}

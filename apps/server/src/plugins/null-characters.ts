import type { FastifyInstance } from 'fastify';
import { fieldError } from '../lib/domain-error';
import { NULL_CHARACTER_MESSAGE, pathOfNullCharacter } from '../lib/null-characters';

/** Rejects a JSON body or query string that carries U+0000 before any route reads it; multipart text is checked in readForm. */
export function registerNullCharacterGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const field = pathOfNullCharacter(request.query) ?? pathOfNullCharacter(request.body);
    if (field) throw fieldError(field, NULL_CHARACTER_MESSAGE);
  });
}

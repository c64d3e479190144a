import { findMessage } from '@benji/shared';

/**
 * A refusal's body with the code of its sentence (`{ detail, message, code: 'claim.notFound' }`),
 * so the web can show it in the user's language; the English and the spec's fields are unchanged.
 * A body that has a code of its own keeps it (`token_not_valid`, `trial_expired` and
 * `assistant_unavailable` are older than the registry, and clients branch on them); a field list
 * with no sentence beside it stays the spec's `{ field: [message] }`, its codes found by the web
 * from the text.
 */
export function withMessageCode(body: Record<string, unknown>): Record<string, unknown> {
  if ('code' in body) return body;
  const text = [body.detail, body.message, body.error].find((value): value is string => typeof value === 'string');
  const found = text === undefined ? undefined : findMessage(text);
  return found ? { ...body, code: found.code } : body;
}

/** The body of a refusal the HTTP layer writes itself: the sentence in the fields the screens read, and its code. */
export const refusalBody = (text: string): Record<string, unknown> => withMessageCode({ detail: text, message: text });

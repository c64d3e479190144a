import { z } from 'zod';
import { FieldMessage, ServiceMessage } from '@benji/shared';

/** A validation issue as zod reports it, its path and message apart (fastify-type-provider-zod's `params`). */
interface Issue {
  code: string;
  message: string;
  [detail: string]: unknown;
}

const zodEnglish = z.locales.en().localeError;
// zod drops the input from a finished issue, so its default for a missing value is told by its words.
const TYPE_DEFAULT = /^Invalid input: expected \S+, received (\S+)$/;

/** zod's own English for an issue: what it says when the schema gave no sentence of its own. */
function isZodDefault(issue: Issue): boolean {
  if (issue.code === 'invalid_type') return TYPE_DEFAULT.test(issue.message);
  const written = zodEnglish(issue as unknown as Parameters<typeof zodEnglish>[0]);
  return issue.message === (typeof written === 'string' ? written : written?.message);
}

/**
 * The sentence a field error shows: the schema's own, or, where zod would speak its own default
 * ("Too small: expected string to have >=1 characters"), the same rule in the field messages'
 * voice, which the web shows in the reader's language (messages/registry.ts).
 */
export function fieldMessageOf(issue: Issue): string {
  if (!isZodDefault(issue)) return issue.message;
  const number = (key: string) => (typeof issue[key] === 'number' ? (issue[key] as number) : null);
  const text = issue.origin === 'string';
  switch (issue.code) {
    case 'invalid_type':
      if (TYPE_DEFAULT.exec(issue.message)?.[1] === 'undefined') return FieldMessage.required;
      return issue.expected === 'string' ? FieldMessage.notAString : ServiceMessage.invalidValue;
    case 'too_small': {
      const minimum = number('minimum');
      if (minimum === null) return ServiceMessage.invalidValue;
      if (text) return minimum <= 1 ? FieldMessage.blank : FieldMessage.minLength(minimum);
      return issue.origin === 'number' || issue.origin === 'bigint' ? FieldMessage.atLeast(minimum) : ServiceMessage.invalidValue;
    }
    case 'too_big': {
      const maximum = number('maximum');
      if (maximum === null) return ServiceMessage.invalidValue;
      if (text) return FieldMessage.maxLength(maximum);
      return issue.origin === 'number' || issue.origin === 'bigint' ? FieldMessage.atMost(maximum) : ServiceMessage.invalidValue;
    }
    case 'invalid_format':
      return issue.format === 'email' ? FieldMessage.invalidEmail : ServiceMessage.invalidValue;
    case 'invalid_value':
      return FieldMessage.invalidChoice;
    default:
      return ServiceMessage.invalidValue;
  }
}

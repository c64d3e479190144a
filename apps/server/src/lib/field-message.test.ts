import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FieldMessage, findMessage, ServiceMessage } from '@benji/shared';
import { fieldMessageOf } from './field-message';

const said = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error!.issues.map((issue) => fieldMessageOf({ ...issue }));

describe('a field error where the schema gives no sentence', () => {
  it('says zod’s rule in the field messages’ voice', () => {
    expect(said(z.object({ name: z.string() }), {})).toEqual([FieldMessage.required]);
    expect(said(z.object({ name: z.string() }), { name: 3 })).toEqual([FieldMessage.notAString]);
    expect(said(z.object({ count: z.number() }), { count: 'x' })).toEqual([ServiceMessage.invalidValue]);
    expect(said(z.string().min(1), '')).toEqual([FieldMessage.blank]);
    expect(said(z.string().min(3), 'ab')).toEqual([FieldMessage.minLength(3)]);
    expect(said(z.string().max(15), 'x'.repeat(16))).toEqual(['Ensure this field has not more than 15 characters.']);
    expect(said(z.number().int().min(1), 0)).toEqual([FieldMessage.atLeast(1)]);
    expect(said(z.number().max(30), 31)).toEqual([FieldMessage.atMost(30)]);
    expect(said(z.email(), 'nope')).toEqual([FieldMessage.invalidEmail]);
    expect(said(z.enum(['a', 'b']), 'c')).toEqual([FieldMessage.invalidChoice]);
  });

  it('keeps the schema’s own sentence', () => {
    expect(said(z.string({ error: 'Enter a name.' }), undefined)).toEqual(['Enter a name.']);
    expect(said(z.string().min(2, FieldMessage.minLength(2)), 'a')).toEqual([FieldMessage.minLength(2)]);
    expect(said(z.enum(['a', 'b'], { error: 'Choose a or b.' }), 'c')).toEqual(['Choose a or b.']);
  });

  it('says only sentences the web can show in the reader’s language', () => {
    for (const message of [FieldMessage.atLeast(1), FieldMessage.atMost(1_000_000), FieldMessage.invalidChoice])
      expect(findMessage(message)?.code).toMatch(/^field\./);
  });
});

import { describe, expect, it } from 'vitest';
import { ZClaimSubmitFields } from '../claims/contracts';
import { ZCreateDiaryEventRequest, ZDiaryEvent } from '../diary/contracts';
import { FieldMessage } from '../field-messages';
import { ZContactRequest } from '../public-site/contracts';
import { ZRegisterRequest } from '../auth/contracts';
import { controlCharacterProblem } from './control-characters';
import { textField } from './text-field';

// Written out here rather than read from the code under test: U+0001–U+0008, U+000B, U+000C, U+000E–U+001F, U+007F.
const REFUSED = [...Array.from({ length: 31 }, (_, i) => i + 1).filter((code) => ![0x09, 0x0a, 0x0d].includes(code)), 0x7f].map((code) =>
  String.fromCharCode(code),
);
const name = (character: string) => `U+${character.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
const messagesOf = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('controlCharacterProblem', () => {
  it('has 29 characters to refuse', () => expect(REFUSED).toHaveLength(29));

  it.each(REFUSED.map((character) => [name(character), character]))('refuses %s anywhere in the text', (_name, character) => {
    for (const value of [character, `a${character}b`, `${character}start`, `end${character}`])
      expect(controlCharacterProblem(value)).toBe(FieldMessage.controlCharacters);
  });

  it('says null character for U+0000, even beside another control character', () => {
    expect(controlCharacterProblem('a\u0000b')).toBe(FieldMessage.nullCharacter);
    expect(controlCharacterProblem('\u0001\u0000')).toBe(FieldMessage.nullCharacter);
  });

  it('lets tab, line feed and carriage return through, and any other text', () => {
    for (const value of [
      '',
      'Ana Ruiz',
      'line one\nline two',
      'a\r\nb',
      'col\tcol',
      'Zoë, 東京, 🔥',
      '\u0080\u009f',
      '\u00a0\u2028\u202e',
      '~',
    ])
      expect(controlCharacterProblem(value)).toBeNull();
  });
});

describe('textField', () => {
  const field = textField({ error: FieldMessage.notAString })
    .trim()
    .min(1, { error: FieldMessage.blank })
    .max(5, { error: FieldMessage.maxLength(5) });

  it('refuses a control character with the field message, before any trim', () => {
    expect(messagesOf(field.safeParse('a\u0007b'))).toEqual([['', FieldMessage.controlCharacters]]);
    // Trimmed away, a trailing vertical tab would pass unseen; it is refused like any other.
    expect(messagesOf(field.safeParse('abc\u000b'))).toEqual([['', FieldMessage.controlCharacters]]);
  });

  it("keeps the chain's own rules and messages", () => {
    expect(field.parse('  abc \n')).toBe('abc');
    expect(messagesOf(field.safeParse(3))).toEqual([['', FieldMessage.notAString]]);
    expect(messagesOf(field.safeParse('   '))).toEqual([['', FieldMessage.blank]]);
    expect(messagesOf(field.safeParse('a\u001fbcdefg'))).toEqual([
      ['', FieldMessage.controlCharacters],
      ['', FieldMessage.maxLength(5)],
    ]);
  });
});

describe('the request schemas', () => {
  const user = { email: 'ana@example.com', full_name: 'Ana Ruiz', address: '1 Main St', password: 'a-long-passphrase' };
  const claim = {
    type_of_claim: 'House Fire',
    description: 'Water came in.',
    date_of_incident: '2026-01-10',
    country_of_incident: 'Canada',
    city_of_incident: 'Halifax',
  };
  const event = {
    occurred_on: '2026-03-02',
    kind: 'documents_requested',
    direction: 'from_insurer',
    channel: 'letter',
    summary: 'Asked for papers.',
  };

  it('refuse control characters on the field that holds them: single-line fields', () => {
    expect(messagesOf(ZRegisterRequest.safeParse({ ...user, full_name: 'Ana\u0008Ruiz' }))).toEqual([
      ['full_name', FieldMessage.controlCharacters],
    ]);
    expect(messagesOf(ZRegisterRequest.safeParse({ ...user, email: 'ana\u001b@example.com' }))).toEqual([
      ['email', FieldMessage.controlCharacters],
    ]);
    expect(messagesOf(ZClaimSubmitFields.safeParse({ ...claim, city_of_incident: 'Hali\u007ffax' }))).toEqual([
      ['city_of_incident', FieldMessage.controlCharacters],
    ]);
  });

  it('refuse them in multi-line fields and list items, where tabs and line breaks stay', () => {
    expect(messagesOf(ZClaimSubmitFields.safeParse({ ...claim, description: 'Water\u000ccame in.' }))).toEqual([
      ['description', FieldMessage.controlCharacters],
    ]);
    expect(ZClaimSubmitFields.parse({ ...claim, description: 'Water came in.\r\n\tThen the ceiling fell.' }).description).toBe(
      'Water came in.\r\n\tThen the ceiling fell.',
    );
    expect(messagesOf(ZContactRequest.safeParse({ email: 'ana@example.com', message: 'Hi\u0002' }))).toEqual([
      ['message', FieldMessage.controlCharacters],
    ]);
    expect(ZContactRequest.parse({ email: 'ana@example.com', message: 'Hi,\n\nthanks' }).message).toBe('Hi,\n\nthanks');
    expect(messagesOf(ZCreateDiaryEventRequest.safeParse({ ...event, items: ['Photos', 'Police\u0001report'] }))).toEqual([
      ['items.1', FieldMessage.controlCharacters],
    ]);
  });

  it('still read an event stored before control characters were refused', () => {
    expect(ZDiaryEvent.parse({ ...event, id: 'e1', summary: 'Old\u0007note' }).summary).toBe('Old\u0007note');
  });
});

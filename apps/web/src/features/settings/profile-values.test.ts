import { describe, expect, it } from 'vitest';
import { FieldMessage } from '@benji/shared';
import { profileServerErrors, splitPhone, toFormData, type ProfileValues } from './profile-values';

describe('profileServerErrors', () => {
  it('puts the first message of each refused field under the form field, the bio under its API name', () => {
    const data = {
      full_name: [FieldMessage.controlCharacters, FieldMessage.maxLength(150)],
      'profile.bio': [FieldMessage.controlCharacters],
    };
    expect(profileServerErrors(data)).toEqual({ full_name: FieldMessage.controlCharacters, bio: FieldMessage.controlCharacters });
  });

  it('ignores anything that is not a field list', () => {
    expect(profileServerErrors({ detail: 'Something went wrong', address: 'not a list' })).toEqual({});
    expect(profileServerErrors('text')).toEqual({});
    expect(profileServerErrors(null)).toEqual({});
  });
});

describe('splitPhone', () => {
  it.each([
    ['416-555-0199 ext 12', { number: '4165550199', extension: '12' }],
    ['(416) 555-0199 x 7', { number: '4165550199', extension: '7' }],
    ['4165550199 Extension 1234', { number: '4165550199', extension: '1234' }],
    ['416.555.0199#9', { number: '4165550199', extension: '9' }],
    ['4165550199 ex', { number: '4165550199', extension: '' }],
    ['+1 416 555 0199', { number: '14165550199' }],
  ])('reads %s', (text, expected) => {
    expect(splitPhone(text)).toEqual(expected);
  });
});

describe('toFormData', () => {
  const baseline: ProfileValues = {
    full_name: 'Ana Ruiz',
    phone_number: '+1 416 555 0199',
    phone_extension: '12',
    address: '1 Elm',
    bio: '',
  };

  it('sends only the fields that changed, so a saved phone the form did not touch is never written over', () => {
    const form = toFormData({ ...baseline, bio: 'Roof damage.' }, baseline, null);
    expect([...form.keys()]).toEqual(['profile.bio']);
    expect(form.get('profile.bio')).toBe('Roof damage.');
  });

  it('sends the extension on its own, under its API name', () => {
    const form = toFormData({ ...baseline, phone_extension: '345' }, baseline, null);
    expect([...form.entries()]).toEqual([['phone_extension', '345']]);
  });
});

import { describe, expect, it } from 'vitest';
import { FieldMessage } from '@benji/shared';
import { profileServerErrors } from './profile-values';

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

import { AuthMessage, FieldMessage, ProfileMessage } from '@benji/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLocale } from '../../i18n/i18n';
import { serverFieldTexts } from '../../i18n/server-text';
import type { ApiError } from '../../lib/api/api-error';
import { mapChangePasswordError } from './change-password-errors';
import { profileServerErrors } from './profile-values';

// The bodies as the server sends them: field lists, English only.
const profileRefusal = { phone_number: [ProfileMessage.phoneDigitsOnly], 'profile.bio': [FieldMessage.maxLength(1000)] };
const passwordRefusal: ApiError = {
  status: 400,
  data: { old_password: [AuthMessage.oldPasswordWrong], new_password: [FieldMessage.passwordTooCommon] },
  message: AuthMessage.oldPasswordWrong,
};

const profileSaid = () => serverFieldTexts(profileServerErrors(profileRefusal));
const passwordSaid = () => serverFieldTexts(mapChangePasswordError(passwordRefusal));

afterEach(() => applyLocale('en-US'));

describe("the settings forms' server field errors", () => {
  it('reach a French reader in French', async () => {
    await applyLocale('fr-CA');
    expect(await profileSaid()).toEqual({
      phone_number: 'Le numéro de téléphone ne peut contenir que des chiffres.',
      bio: 'Ce champ ne peut pas dépasser 1\u00a0000 caractères.',
    });
    expect(await passwordSaid()).toEqual({
      old_password: 'Le mot de passe actuel est incorrect',
      new_password: 'Ce mot de passe est trop courant. Veuillez en choisir un plus difficile à deviner.',
    });
  });

  it('reach a Spanish reader in Spanish', async () => {
    await applyLocale('es-US');
    expect(await profileSaid()).toEqual({
      phone_number: 'El número de teléfono solo puede contener dígitos.',
      bio: 'Este campo no puede tener más de 1,000 caracteres.',
    });
    expect(await passwordSaid()).toEqual({
      old_password: 'La contraseña actual no es correcta',
      new_password: 'Esta contraseña es demasiado común. Elija una que sea más difícil de adivinar.',
    });
  });

  it('reach an English reader exactly as the server wrote them', async () => {
    expect(await profileSaid()).toEqual({ phone_number: 'Phone number may contain digits only.', bio: FieldMessage.maxLength(1000) });
    expect(await passwordSaid()).toEqual({
      old_password: 'Invalid current password',
      new_password: 'This password is too common. Please choose a less guessable one.',
    });
  });
});

import { AuthMessage, ClaimMessage, FieldMessage } from '@benji/shared';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiError } from '../lib/api/api-error';
import { applyLocale } from './i18n';
import { failureText, serverFieldTexts, serverText } from './server-text';

// The bodies as the server sends them: a refusal with its code, a field list without.
const wrongPassword: ApiError = {
  status: 401,
  data: { detail: AuthMessage.loginFailed, message: AuthMessage.loginFailed, code: 'auth.loginFailed' },
  message: AuthMessage.loginFailed,
};

afterEach(() => applyLocale('en-US'));

describe('a server message', () => {
  it('reaches a French reader in French: a refusal by its code, a field error by its English', async () => {
    await applyLocale('fr-CA');
    expect(await failureText(wrongPassword, 'fallback')).toBe('Courriel ou mot de passe invalide.');
    expect(await serverFieldTexts({ email: FieldMessage.emailTaken, password: undefined })).toEqual({
      email: 'Un compte existe déjà avec cette adresse courriel.',
      password: undefined,
    });
    expect(await serverText(ClaimMessage.notFound, 'claim.notFound')).toBe('Réclamation introuvable.');
  });

  it('keeps a templated message’s figures, written as the reader’s language writes them', async () => {
    await applyLocale('fr-CA');
    expect(await serverText(FieldMessage.maxLength(15))).toBe('Ce champ ne peut pas dépasser 15 caractères.');
    expect(await serverText(ClaimMessage.tooManyClaims(1500), 'claim.tooManyClaims')).toMatch(
      /^Un compte peut contenir au plus 1\s500 réclamations\./,
    );
    await applyLocale('es-US');
    expect(await serverText('3 items imported.')).toBe('Se importaron 3 artículos.');
    expect(await serverText('1 item imported.')).toBe('Se importó 1 artículo.');
  });

  it('is shown as sent when the code and the text are unknown, and to an English reader', async () => {
    await applyLocale('fr-CA');
    expect(await serverText('Something new the registry does not know.', 'token_not_valid')).toBe(
      'Something new the registry does not know.',
    );
    expect(await serverText(AuthMessage.sessionExpired, 'token_not_valid')).toBe('Votre session a expiré. Veuillez vous reconnecter.');
    await applyLocale('en-CA');
    expect(await failureText(wrongPassword, 'fallback')).toBe(AuthMessage.loginFailed);
    expect(await failureText(new Error('boom'), 'fallback')).toBe('fallback');
  });
});

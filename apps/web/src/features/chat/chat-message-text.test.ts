import { ChatMessage, ClaimUploadMessage, FieldMessage } from '@benji/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLocale, loadNamespace } from '../../i18n/i18n';
import { loadServerText } from '../../i18n/server-text';
import { chatMessageText } from './chat-message-text';

afterEach(() => applyLocale('en-US'));

describe("the chat rules' messages", () => {
  it('are shown in the language of the page when known, word for word in English', async () => {
    await loadNamespace('chat');
    expect(chatMessageText(ClaimUploadMessage.requiredFields)).toBe(ClaimUploadMessage.requiredFields);
    expect(chatMessageText(ChatMessage.saved)).toBe(ChatMessage.saved);
    await applyLocale('es-US');
    await loadServerText();
    expect(chatMessageText(FieldMessage.required)).toBe('Este campo es obligatorio.');
    expect(chatMessageText(ClaimUploadMessage.updated)).toBe('¡Los datos del reclamo se actualizaron correctamente!');
  });

  it('leave any other message as it came', async () => {
    await applyLocale('fr-CA');
    await loadServerText();
    expect(chatMessageText('Something the server said.')).toBe('Something the server said.');
    expect(chatMessageText(undefined)).toBeUndefined();
  });
});

import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyLocale } from '../i18n/i18n';
import { createTestRouter } from '../test/test-router';
import { DocumentHead } from './document-head';

beforeEach(() => {
  const description = document.createElement('meta');
  description.name = 'description';
  document.head.append(description);
});
afterEach(async () => {
  document.head.querySelector('meta[name="description"]')?.remove();
  await applyLocale('en-US');
});

const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');

describe('the document head', () => {
  it('names sign-in in the language shown, and follows a switch', async () => {
    render(createTestRouter([{ path: '*', element: <DocumentHead /> }], '/es/login').element);
    expect(document.title).toBe('Sign in — Benji');
    await act(() => applyLocale('es-US'));
    expect(document.title).toBe('Iniciar sesión — Benji');
    expect(description()).toMatch(/^Inicie sesión en Benji/);
  });

  it("gives every other page the site's title", async () => {
    render(createTestRouter([{ path: '*', element: <DocumentHead /> }], '/chats').element);
    await act(() => applyLocale('fr-CA'));
    expect(document.title).toBe('Benji — votre assistant pour vos réclamations d’assurance');
    expect(description()).toMatch(/^Benji est un assistant/);
  });
});

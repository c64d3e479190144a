import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { registerUser } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';
import { buildPolicyPdf } from '../assistant/fixtures/policy';
import { uploadsClient } from '../uploads/upload-requests';
import { chatClient } from './chat-requests';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function pdfPages(data: Buffer): Promise<string[]> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(data)), { mergePages: false });
  return text.map((page) => page.replace(/\s+/g, ' '));
}

describe('GET chat/{id}/download-pdf/', () => {
  it('downloads the chat with its title, the claim details, every message with sender and time, and page numbers', async () => {
    const user = await registerUser(t.app, { full_name: 'Ana Ruiz' });
    await uploadsClient(t.app, user.access).save(
      { add_claim_number: 'CLM-4242' },
      { data: await buildPolicyPdf(), filename: 'policy.pdf' },
    );
    const chat = chatClient(t.app, user.access);
    const first = await chat.ask('Hello');
    const sessionId = first.session.session_id;
    const letter = await chat.ask('My claim was denied, write an appeal letter, café “quotes” and 漢字 too', sessionId);

    const before = new Date().toISOString().slice(0, 10);
    const response = await chat.pdf(sessionId);
    const after = new Date().toISOString().slice(0, 10);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    // Named for the day it was made (UTC): either side of midnight if the test runs across it.
    const name = /^attachment; filename="(chat-[0-9a-f]{8}-(\d{4}-\d{2}-\d{2})\.pdf)"; filename\*=UTF-8''(.+)$/.exec(
      String(response.headers['content-disposition']),
    );
    expect(name?.[1]).toBe(`chat-${sessionId.slice(0, 8)}-${name?.[2]}.pdf`);
    expect([before, after]).toContain(name?.[2]);
    expect(name?.[3]).toBe(name?.[1]);
    const pages = await pdfPages(response.rawPayload);
    const all = pages.join(' ');
    expect(all).toContain('Chat with Bengi Assistant');
    expect(all).toContain('Claim Number: CLM-4242');
    expect(all).toContain('Adjuster: Sam Lee');
    expect(all).toContain('Policy PDF: policy.pdf');
    expect(all).toContain(`Ana Ruiz ${first.user_message.timestamp.slice(0, 10)} ${first.user_message.timestamp.slice(11, 16)} UTC Hello`);
    expect(all).toContain(`Bengi Assistant ${letter.ai_message.timestamp.slice(0, 10)}`);
    expect(all).toMatch(/Subject: [^\n]* - Claim CLM-4242/);
    expect(all).toContain('café “quotes” and ?? too');
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, index) => expect(page).toContain(`Page ${index + 1} of ${pages.length}`));
  });

  it('writes the times in the reader’s time zone, named, and refuses a zone it does not know', async () => {
    const user = await registerUser(t.app);
    const chat = chatClient(t.app, user.access);
    const first = await chat.ask('Hello');
    const sessionId = first.session.session_id;
    const inChicago = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/Chicago',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .format(new Date(first.user_message.timestamp))
      .replace(', ', ' ');
    const all = (await pdfPages((await chat.pdf(sessionId, 'America/Chicago')).rawPayload)).join(' ');
    expect(all).toContain(`${inChicago} (America/Chicago) Hello`);
    expect(all).not.toContain(' UTC ');
    const refused = await chat.pdf(sessionId, 'Mars/Olympus_Mons');
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('Unknown time zone.');
  });

  it('says so when there are no claim details', async () => {
    const user = await registerUser(t.app);
    const chat = chatClient(t.app, user.access);
    const { session } = await chat.ask('Hello');
    const all = (await pdfPages((await chat.pdf(session.session_id)).rawPayload)).join(' ');
    expect(all).toContain('No claim details saved.');
    expect(all).toContain('Messages (2)');
  });

  it('writes its headings in the reader’s language, else the account’s; the messages stay as written', async () => {
    const user = await registerUser(t.app, { language: 'es-US' });
    await uploadsClient(t.app, user.access).save({ add_claim_number: 'CLM-7070' });
    const chat = chatClient(t.app, user.access);
    const { session } = await chat.ask('Hello');
    const spanish = (await pdfPages((await chat.pdf(session.session_id)).rawPayload)).join(' ');
    expect(spanish).toContain('Conversación con el Asistente Bengi');
    expect(spanish).toContain('Número de reclamo: CLM-7070');
    expect(spanish).toContain('Mensajes (2)');
    expect(spanish).toMatch(/Asistente Bengi \d{4}-\d{2}-\d{2}/);
    expect(spanish).toContain('Página 1 de 1');
    expect(spanish).not.toContain('Claim details');
    const french = (await pdfPages((await chat.pdf(session.session_id, undefined, 'fr-CA')).rawPayload)).join(' ');
    expect(french).toContain('Conversation avec l’Assistant Bengi');
    expect(french).toContain('Renseignements sur la réclamation');
    expect(french).toContain('Numéro de réclamation : CLM-7070');
    expect(french).toContain('Page 1 de 1');
    expect(french).toContain('Hello');
    const english = (await pdfPages((await chat.pdf(session.session_id, undefined, 'en-CA')).rawPayload)).join(' ');
    expect(english).toContain('Chat with Bengi Assistant');
    const refused = await chat.pdf(session.session_id, undefined, 'de-DE');
    expect(refused.statusCode).toBe(400);
  });

  it("answers 404 for an unknown session or another user's", async () => {
    const owner = await registerUser(t.app);
    const other = await registerUser(t.app);
    const { session } = await chatClient(t.app, owner.access).ask('Hello');
    for (const id of [session.session_id, randomUUID(), 'nope'])
      expect((await chatClient(t.app, other.access).pdf(id)).statusCode).toBe(404);
  });
});

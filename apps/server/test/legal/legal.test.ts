import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ZLegalList, ZTermsPolicyResponse } from '@benji/shared';
import { seedLegalDocuments, storeLegalDocument } from '../../src/modules/legal/legal.service';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = async (url: string) => {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return response.json();
};
const privacy = async () => ZLegalList.parse(await get('/api/privecy_policy'));
const terms = async () => ZLegalList.parse(await get('/api/terms-condition/'));

const HOSTILE = [
  '<h2 onclick="steal()">Hello</h2>',
  '<script>document.title = "owned"</script>',
  '<img src=x onerror="alert(1)">',
  '<a href="javascript:alert(2)">click</a>',
  '<a href="/home#contact" onmouseover="x()">contact us</a>',
  '<iframe src="https://evil.example"></iframe>',
  '<style>body{display:none}</style>',
  '<p style="position:fixed">kept text</p>',
].join('');

function expectInert(html: string) {
  expect(html).not.toMatch(/<script|<iframe|<img|<style|javascript:|onerror|onclick|onmouseover|style=/i);
  expect(html).not.toContain('document.title');
}

describe('the seeded legal texts', () => {
  it('serves a privacy policy without a token, with its date, covering what the product keeps', async () => {
    const [document] = await privacy();
    expect(document?.content).toContain('How long we keep it');
    for (const topic of ['policy documents', 'chats', 'delete', 'Stripe', 'not sell']) expect(document?.content).toContain(topic);
    expect(Date.parse(document?.updated_at ?? '')).not.toBeNaN();
  });

  it('serves terms of use that say it is not legal advice and that nothing is charged after the trial', async () => {
    const [document] = await terms();
    expect(document?.content).toContain('Benji does not give legal advice.');
    expect(document?.content).toContain('Nothing is ever charged automatically after the trial.');
  });

  it('serves both on terms-policy/', async () => {
    const body = ZTermsPolicyResponse.parse(await get('/api/terms-policy/'));
    expect(body.terms_and_conditions[0]?.content).toBe((await terms())[0]?.content);
    expect(body.privacy_policy[0]?.content).toBe((await privacy())[0]?.content);
  });

  it('does not move the date when the server starts again with the same text', async () => {
    const before = (await privacy())[0]?.updated_at;
    await seedLegalDocuments(t.database.db);
    expect((await privacy())[0]?.updated_at).toBe(before);
  });
});

describe('legal HTML is inert', () => {
  it('sanitizes a text when it is stored: scripts, handlers, frames and javascript: links never reach the database', async () => {
    await storeLegalDocument(t.database.db, 'terms', `<p>Our terms.</p>${HOSTILE}`);
    const rows = (await t.database.db.execute(sql`select content from legal_documents where kind = 'terms'`)) as unknown as {
      rows: Array<{ content: string }>;
    };
    expectInert(rows.rows[0]?.content ?? '');
    const [served] = await terms();
    expectInert(served?.content ?? '');
    expect(served?.content).toContain('<p>Our terms.</p>');
    expect(served?.content).toContain('<h2>Hello</h2>');
    expect(served?.content).toContain('<a href="/home#contact">contact us</a>');
    expect(served?.content).toContain('kept text');
  });

  it('keeps a stored text when the server seeds again: only its own earlier seed is replaced', async () => {
    await storeLegalDocument(t.database.db, 'terms', '<p>Custom terms.</p>');
    await seedLegalDocuments(t.database.db);
    expect((await terms())[0]?.content).toBe('<p>Custom terms.</p>');
  });

  it('sanitizes again when serving, so a row written around the service is served inert too', async () => {
    await t.database.db.execute(sql`update legal_documents set content = ${`<p>Written by hand.</p>${HOSTILE}`} where kind = 'privacy'`);
    const [served] = await privacy();
    expectInert(served?.content ?? '');
    expect(served?.content).toContain('Written by hand.');
  });

  it('answers an empty list when there is no text, so the page shows its fallback', async () => {
    await t.database.db.execute(sql`update legal_documents set content = '<script>only()</script>' where kind = 'privacy'`);
    expect(await privacy()).toEqual([]);
    await t.database.db.execute(sql`delete from legal_documents where kind = 'terms'`);
    expect(await terms()).toEqual([]);
    expect(ZTermsPolicyResponse.parse(await get('/api/terms-policy/'))).toEqual({ terms_and_conditions: [], privacy_policy: [] });
  });
});

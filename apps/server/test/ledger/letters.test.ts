import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthMessage, DiaryMessage, LedgerMessage, ZLedgerLetter, addCalendarDays, ledgerPaths, todayUtc } from '@benji/shared';
import { bearer } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';
import { buildPdf } from '../assistant/fixtures/pdf';
import { claimNotFound } from '../claims/claim-requests';
import { uploadsClient, validUploadFields } from '../uploads/upload-requests';
import { claimWithLedger } from './ledger-requests';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const letterOf = (claimId: number, kind: string, access: string, query: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: ledgerPaths.letter(claimId, kind), headers: bearer(access), query });

/** A claim whose details name the adjuster and the insurer's claim number, with a policy PDF when given. */
async function claimWithDetails(policy: Buffer | null = null) {
  const owner = await claimWithLedger(t.app);
  const files = policy ? [{ data: policy, filename: 'policy.pdf' }] : [];
  const response = await uploadsClient(t.app, owner.access).create({ ...validUploadFields(), claim_id: String(owner.claimId) }, files);
  expect(response.statusCode).toBe(201);
  return owner;
}

describe('GET my-claims/{id}/ledger/letters/{kind}/', () => {
  it('drafts the release letter from the ledger, filled from the claim record, dated with the caller’s today', async () => {
    const owner = await claimWithDetails();
    await owner.ledger.create(owner.claimId, { kind: 'acv_payment', amount_cents: 1_215_000, occurred_on: '2024-05-10' });
    await owner.ledger.create(owner.claimId, {
      kind: 'depreciation_held_back',
      amount_cents: 350_000,
      occurred_on: '2024-05-10',
      payee: '',
    });
    await owner.ledger.create(owner.claimId, {
      kind: 'contractor_payment',
      amount_cents: 900_000,
      occurred_on: '2024-06-03',
      payee: 'Bow Roofing',
      note: 'invoice 1043',
    });
    const today = addCalendarDays(todayUtc(), -1);
    const response = await letterOf(owner.claimId, 'depreciation-release', owner.access, { today });
    expect(response.statusCode).toBe(200);
    const letter = ZLedgerLetter.parse(response.json());
    expect(letter.subject).toBe('Release of Recoverable Depreciation - Claim MM-2026-0042');
    expect(letter.body).toContain('Maple Mutual\nAttention: Sam Lee');
    expect(letter.body).toContain('Dear Sam Lee,');
    expect(letter.body).toContain('Policy Number: HO-554221');
    expect(letter.body).toContain('You paid me $12,150 on May 10, 2024 on the actual cash value basis.');
    expect(letter.body).toContain('You held back $3,500 on May 10, 2024 in recoverable depreciation');
    expect(letter.body).toContain('- $9,000 to Bow Roofing on June 3, 2024 (invoice 1043)');
    expect(letter.body).toContain('Please release the recoverable depreciation of $3,500');
    expect(letter.body.startsWith(new Date(`${today}T00:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', dateStyle: 'long' }))).toBe(
      true,
    );
    // What neither the ledger nor the record holds is left for the user.
    expect(letter.unfilled).toContain('Date Work Was Completed');
    expect(letter.unfilled).not.toContain('Amount Held Back');
    expect(letter.adjuster_email).toBe('sam.lee@maple.example');
    expect(letter.language).toBe('en');
  });

  it('writes the letter in the page’s language, else the account’s: its sentences, dates and sums', async () => {
    const owner = await claimWithDetails();
    await owner.ledger.create(owner.claimId, { kind: 'acv_payment', amount_cents: 1_215_000, occurred_on: '2024-05-10' });
    await owner.ledger.create(owner.claimId, { kind: 'depreciation_held_back', amount_cents: 350_000, occurred_on: '2024-05-10' });
    const french = ZLedgerLetter.parse((await letterOf(owner.claimId, 'depreciation-release', owner.access, { lang: 'fr-CA' })).json());
    // French sums are spaced with Intl's no-break spaces ("12 150 $"); read here as plain spaces.
    french.body = french.body.replace(/[\u00a0\u202f]/g, ' ');
    expect(french.subject).toBe('Versement de la dépréciation récupérable - Réclamation MM-2026-0042');
    expect(french.language).toBe('fr-CA');
    expect(french.body).toContain('Maple Mutual\nÀ l’attention de : Sam Lee');
    expect(french.body).toContain('Vous m’avez versé 12 150 $ le 10 mai 2024 selon la valeur au jour du sinistre.');
    expect(french.body).toContain('Je vous prie de verser la dépréciation récupérable de 3 500 $');
    expect(french.body).not.toMatch(/\b(Please|You paid|Dear)\b/);
    const spanishAccount = new FormData();
    spanishAccount.append('language', 'es-US');
    const patched = await t.app.inject({
      method: 'PATCH',
      url: '/api/update-profile/',
      headers: bearer(owner.access),
      payload: spanishAccount,
    });
    expect(patched.statusCode).toBe(200);
    const spanish = ZLedgerLetter.parse((await letterOf(owner.claimId, 'depreciation-explanation', owner.access)).json());
    expect(spanish.subject).toBe('Solicitud de una explicación detallada de la depreciación - Reclamo MM-2026-0042');
    expect(spanish.body).toContain('Ustedes me pagaron $12,150 el 10 de mayo de 2024 sobre la base del valor real en efectivo.');
    expect(spanish.body).toContain('Estimado/a Sam Lee:');
    const refused = await letterOf(owner.claimId, 'contents-waiver', owner.access, { lang: 'de-DE' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toHaveProperty('lang');
  });

  it('holds living expenses against the limit the claim’s own policy states', async () => {
    const policy = await buildPdf([
      [{ text: 'Section I - Property Coverages. We cover the dwelling and personal property.' }],
      [
        { heading: 'Coverage D - Loss of Use' },
        { text: 'If a loss makes your home unfit to live in, we pay additional living expense. We pay up to $20,000 in total.' },
      ],
    ]);
    const owner = await claimWithDetails(policy);
    await owner.ledger.create(owner.claimId, {
      kind: 'living_expense_incurred',
      amount_cents: 84_550,
      occurred_on: '2024-04-05',
      payee: 'Bow River Inn',
    });
    const letter = ZLedgerLetter.parse((await letterOf(owner.claimId, 'living-expenses', owner.access)).json());
    expect(letter.body).toContain('- $845.50 to Bow River Inn on April 5, 2024');
    expect(letter.body).toContain('My records show no reimbursement of these costs so far, so $845.50 is outstanding.');
    expect(letter.body).toContain('That my policy (page 2) pays up to $20,000 in all under this coverage');
  });

  it('leaves every fact a bare claim lacks as a placeholder: no details, no ledger', async () => {
    const owner = await claimWithLedger(t.app);
    for (const kind of ['depreciation-release', 'living-expenses', 'depreciation-explanation', 'contents-waiver']) {
      const response = await letterOf(owner.claimId, kind, owner.access);
      expect(response.statusCode, kind).toBe(200);
      const letter = ZLedgerLetter.parse(response.json());
      expect(letter.subject, kind).toMatch(/Claim \[Claim Number\]$/);
      expect(letter.unfilled, kind).toEqual(expect.arrayContaining(['Claim Number', 'Adjuster Name']));
      expect(letter.body, kind).not.toMatch(/\$\d/);
      expect(letter.adjuster_email, kind).toBeNull();
    }
    const waiver = ZLedgerLetter.parse((await letterOf(owner.claimId, 'contents-waiver', owner.access)).json());
    expect(waiver.body).toContain('My home at Ottawa, Canada was a total loss on April 2, 2024 (Basement Flood / Water Damage).');
  });

  it('refuses an unknown letter, a bad claim id and a today too far from the server’s, with the field at fault', async () => {
    const owner = await claimWithLedger(t.app);
    const unknown = await letterOf(owner.claimId, 'demand-letter', owner.access);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ kind: [LedgerMessage.letterKindUnknown] });
    for (const id of ['0', 'abc', '2147483648']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/my-claims/${id}/ledger/letters/contents-waiver/`,
        headers: bearer(owner.access),
      });
      expect(response.statusCode, id).toBe(400);
      expect(response.json(), id).toMatchObject({ id: ['A claim id is a positive whole number.'] });
    }
    for (const today of ['2020-01-01', 'yesterday', addCalendarDays(todayUtc(), 3)]) {
      const response = await letterOf(owner.claimId, 'contents-waiver', owner.access, { today });
      expect(response.statusCode, today).toBe(400);
      expect(response.json(), today).toMatchObject({ today: [DiaryMessage.todayOutOfRange] });
    }
  });

  it('answers 401 without a token and 404 for another user’s claim or one that does not exist', async () => {
    const owner = await claimWithDetails();
    const noToken = await t.app.inject({ method: 'GET', url: ledgerPaths.letter(owner.claimId, 'depreciation-release') });
    expect(noToken.statusCode).toBe(401);
    expect(noToken.json()).toMatchObject({ detail: AuthMessage.notAuthenticated });
    const stranger = await claimWithLedger(t.app);
    for (const id of [owner.claimId, owner.claimId + 10_000]) {
      const response = await letterOf(id, 'depreciation-release', stranger.access);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(claimNotFound);
    }
  });
});

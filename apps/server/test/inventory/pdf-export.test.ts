import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { signedInClaimant } from '../claims/claim-requests';
import { uploadsClient } from '../uploads/upload-requests';
import { attachmentForm, attachmentsClient, phonePhoto, pngImage } from './attachment-requests';
import { inventoryClient } from './inventory-requests';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Every text line of the PDF, pages joined. */
async function textOf(pdf: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  return text;
}

/** Images the PDF embeds (each is one XObject of subtype Image). */
const imagesIn = (pdf: Buffer) => pdf.toString('latin1').match(/\/Subtype \/Image/g)?.length ?? 0;

const dollars = (cents: number) => `$${Math.floor(cents / 100).toLocaleString('en-US')}.${String(cents % 100).padStart(2, '0')}`;

describe('the PDF schedule', () => {
  it('lists every item with its figures and photos, the totals by room and category, and the grand total', async () => {
    const { user, claims } = await signedInClaimant(t.app);
    const inventory = inventoryClient(t.app, user.access);
    const files = attachmentsClient(t.app, user.access);
    const claimId = (await claims.create()).id;
    const sofa = await inventory.create(claimId);
    const kettle = await inventory.create(claimId, {
      room: 'Kitchen',
      category: 'small_appliances',
      description: 'Kettle, brushed steel – 1.7 L',
      brand_model: 'Breville',
      quantity: 2,
      unit_replacement_cost_cents: 12_999,
    });
    await inventory.create(claimId, { room: 'Kitchen', category: 'kitchenware', description: 'Cast-iron pan' });
    await files.add(claimId, sofa.id, attachmentForm(await phonePhoto()));
    await files.add(claimId, sofa.id, attachmentForm(await pngImage(), 'sofa-back.png', 'photo', 'image/png'));
    await files.add(claimId, kettle.id, attachmentForm(await phonePhoto({ width: 30, height: 80 }), 'receipt.jpg', 'receipt'));
    const photos = 3;

    const response = await files.exportPdf(claimId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="contents-${claimId}-\\d{4}-\\d{2}-\\d{2}\\.pdf"`),
    );
    const pdf = response.rawPayload;
    expect(imagesIn(pdf)).toBeGreaterThanOrEqual(photos);

    const text = await textOf(pdf);
    const { totals, items } = await inventory.read(claimId);
    expect(text).toContain(`Contents inventory - claim ${claimId}`);
    for (const item of items) {
      expect(text).toContain(item.description);
      expect(text).toContain(dollars(item.valuation.acv_cents));
    }
    for (const group of [...totals.by_room, totals.overall]) {
      expect(text).toContain(dollars(group.rcv_cents));
      expect(text).toContain(dollars(group.depreciation_cents));
      expect(text).toContain(dollars(group.acv_cents));
    }
    expect(text).toContain('Totals by room');
    expect(text).toContain('Totals by category');
    expect(text).toContain('Small appliances');
    expect(text).toContain('Grand total');
  });

  it('names the file for the insurer’s claim number, and writes an empty inventory as such', async () => {
    const { user, claims } = await signedInClaimant(t.app);
    const claimId = (await claims.create()).id;
    await uploadsClient(t.app, user.access).save({ add_claim_number: 'PM-2024/0042' });
    const response = await attachmentsClient(t.app, user.access).exportPdf(claimId);
    expect(response.headers['content-disposition']).toMatch(/filename="contents-PM-2024-0042-/);
    expect(await textOf(response.rawPayload)).toContain('No items in this inventory yet.');
    expect(imagesIn(response.rawPayload)).toBe(0);
  });
});

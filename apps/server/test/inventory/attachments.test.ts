import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  INVENTORY_ATTACHMENT_FIELD,
  INVENTORY_ATTACHMENT_MAX_BYTES,
  INVENTORY_ATTACHMENTS_PER_ITEM_MAX,
  INVENTORY_THUMBNAIL_PX,
  InventoryMessage,
  ZInventoryAttachmentList,
  ZInventoryAttachmentWithMessage,
} from '@benji/shared';
import { createTestApp, type TestApp } from '../support/test-app';
import { minimalPdf } from '../claims/claim-requests';
import { attachmentForm, attachmentsClient, hasGpsBlock, phonePhoto, pngImage } from './attachment-requests';
import { claimWithInventory } from './inventory-requests';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A new claimant with one item, and the clients to reach it. */
async function itemOfNewClaimant() {
  const owner = await claimWithInventory(t.app);
  const item = await owner.inventory.create(owner.claimId);
  return { ...owner, itemId: item.id, files: attachmentsClient(t.app, owner.access) };
}

const refusedWith = (body: unknown) => (body as Record<string, string[]>)[INVENTORY_ATTACHMENT_FIELD];

describe('adding a photo to an item', () => {
  it('keeps the picture and a thumbnail, without the EXIF block that says where the house is', async () => {
    const { claimId, itemId, files, inventory } = await itemOfNewClaimant();
    const original = await phonePhoto();
    expect(hasGpsBlock((await sharp(original).metadata()).exif!)).toBe(true);
    expect(original.includes('PhoneCo')).toBe(true);

    const response = await files.upload(claimId, itemId, attachmentForm(original, '../../etc/Sofa front.jpg'));
    expect(response.statusCode, response.body).toBe(201);
    const { message, attachment } = ZInventoryAttachmentWithMessage.parse(response.json());
    expect(message).toBe(InventoryMessage.attachmentAdded('photo'));
    expect(attachment).toMatchObject({ item_id: itemId, kind: 'photo', content_type: 'image/jpeg', has_thumbnail: true });
    expect(attachment.filename).toBe('Sofa front.jpg');

    const stored = await files.download(claimId, itemId, attachment.id);
    expect(stored.statusCode).toBe(200);
    expect(stored.headers['content-type']).toBe('image/jpeg');
    expect(stored.headers['content-disposition']).toMatch(/^attachment; /);
    expect(stored.headers['cache-control']).toBe('private, no-store');
    const kept = await sharp(stored.rawPayload).metadata();
    expect(kept.exif).toBeUndefined();
    expect(kept.xmp).toBeUndefined();
    expect(kept.iptc).toBeUndefined();
    expect([kept.width, kept.height]).toEqual([64, 48]);
    expect(stored.rawPayload.includes('PhoneCo')).toBe(false);
    expect(attachment.size).toBe(stored.rawPayload.length);

    const thumbnail = await files.thumbnail(claimId, itemId, attachment.id);
    expect(thumbnail.headers['content-type']).toBe('image/jpeg');
    const small = await sharp(thumbnail.rawPayload).metadata();
    expect(small.exif).toBeUndefined();
    expect(Math.max(small.width, small.height)).toBeLessThanOrEqual(INVENTORY_THUMBNAIL_PX);

    const list = ZInventoryAttachmentList.parse((await files.list(claimId, itemId)).json());
    expect(list.attachments).toEqual([attachment]);
    expect((await inventory.read(claimId)).items[0]!.attachment_count).toBe(1);
  });

  it('turns a photo stored on its side upright before the orientation tag is dropped', async () => {
    const { claimId, itemId, files } = await itemOfNewClaimant();
    // Orientation 6: the camera stored the pixels turned; viewers rotate them 90° clockwise.
    const attachment = await files.add(claimId, itemId, attachmentForm(await phonePhoto({ width: 60, height: 20, orientation: 6 })));
    const kept = await sharp((await files.download(claimId, itemId, attachment.id)).rawPayload).metadata();
    expect([kept.width, kept.height, kept.orientation]).toEqual([20, 60, undefined]);
  });

  it('keeps a PNG a PNG, and gives it a JPEG thumbnail', async () => {
    const { claimId, itemId, files } = await itemOfNewClaimant();
    const attachment = await files.add(claimId, itemId, attachmentForm(await pngImage(), 'tv.png', 'photo', 'image/png'));
    expect(attachment.content_type).toBe('image/png');
    expect((await sharp((await files.download(claimId, itemId, attachment.id)).rawPayload).metadata()).format).toBe('png');
    expect((await files.thumbnail(claimId, itemId, attachment.id)).headers['content-type']).toBe('image/jpeg');
  });

  it('takes a PDF as a receipt, as sent and without a thumbnail, but not as a photo', async () => {
    const { claimId, itemId, files } = await itemOfNewClaimant();
    const pdf = minimalPdf();
    const receipt = await files.add(claimId, itemId, attachmentForm(pdf, 'receipt.pdf', 'receipt', 'application/pdf'));
    expect(receipt).toMatchObject({ kind: 'receipt', content_type: 'application/pdf', has_thumbnail: false, size: pdf.length });
    expect((await files.download(claimId, itemId, receipt.id)).rawPayload.equals(pdf)).toBe(true);
    const noThumbnail = await files.thumbnail(claimId, itemId, receipt.id);
    expect(noThumbnail.statusCode).toBe(404);
    expect(noThumbnail.json()).toMatchObject({ detail: InventoryMessage.noThumbnail });

    const asPhoto = await files.upload(claimId, itemId, attachmentForm(pdf, 'receipt.jpg', 'photo'));
    expect(asPhoto.statusCode).toBe(400);
    expect(refusedWith(asPhoto.json())).toEqual([InventoryMessage.photoWrongType]);
  });

  it('refuses a file that is not what it says, whatever its name and type', async () => {
    const { claimId, itemId, files, inventory } = await itemOfNewClaimant();
    const html = '<html><script>alert(1)</script></html>';
    const asPhoto = await files.upload(claimId, itemId, attachmentForm(html, 'sofa.jpg'));
    expect(asPhoto.statusCode).toBe(400);
    expect(refusedWith(asPhoto.json())).toEqual([InventoryMessage.photoWrongType]);
    const asReceipt = await files.upload(claimId, itemId, attachmentForm(html, 'r.pdf', 'receipt', 'application/pdf'));
    expect(refusedWith(asReceipt.json())).toEqual([InventoryMessage.receiptWrongType]);
    // JPEG's first bytes and nothing after them: sniffed as a JPEG, refused when decoded.
    const broken = await files.upload(claimId, itemId, attachmentForm(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])));
    expect(refusedWith(broken.json())).toEqual([InventoryMessage.imageUnreadable]);
    const kind = await files.upload(claimId, itemId, attachmentForm(await phonePhoto(), 'a.jpg', 'selfie'));
    expect(kind.json()).toEqual({ kind: [InventoryMessage.attachmentKindUnknown] });
    const empty = await files.upload(claimId, itemId, attachmentForm(Buffer.alloc(0)));
    expect(refusedWith(empty.json())).toEqual([InventoryMessage.attachmentNoFile]);
    expect((await inventory.read(claimId)).items[0]!.attachment_count).toBe(0);
  });

  it('refuses a file over the size limit', async () => {
    const { claimId, itemId, files } = await itemOfNewClaimant();
    const photo = await phonePhoto();
    const tooBig = Buffer.concat([photo, Buffer.alloc(INVENTORY_ATTACHMENT_MAX_BYTES + 1 - photo.length)]);
    const response = await files.upload(claimId, itemId, attachmentForm(tooBig));
    expect(response.statusCode).toBe(400);
    expect(refusedWith(response.json())).toEqual([InventoryMessage.attachmentTooLarge]);
  });

  it(`refuses an attachment past ${INVENTORY_ATTACHMENTS_PER_ITEM_MAX} on one item`, async () => {
    const { claimId, itemId, files } = await itemOfNewClaimant();
    const form = attachmentForm(await phonePhoto());
    for (let n = 0; n < INVENTORY_ATTACHMENTS_PER_ITEM_MAX; n += 1) await files.add(claimId, itemId, form);
    const response = await files.upload(claimId, itemId, form);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ detail: InventoryMessage.attachmentTooMany });
    expect(ZInventoryAttachmentList.parse((await files.list(claimId, itemId)).json()).attachments).toHaveLength(
      INVENTORY_ATTACHMENTS_PER_ITEM_MAX,
    );
  });
});

import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import {
  INVENTORY_ATTACHMENT_FIELD,
  INVENTORY_ATTACHMENT_KIND_FIELD,
  ZInventoryAttachmentWithMessage,
  inventoryPaths,
  type TInventoryAttachment,
} from '@benji/shared';
import { bearer } from '../support/accounts';

/** Where the test photos claim to have been taken: a house in Winnipeg. */
export const GPS = { latitude: '49/1 53/1 42/1', longitude: '97/1 8/1 5/1' } as const;

/**
 * A JPEG as a phone writes one: EXIF with the camera, the time and a GPS block, and an orientation
 * tag saying the pixels are stored on their side (`width` by `height` as stored).
 */
export function phonePhoto({ width = 64, height = 48, orientation = 1 } = {}): Promise<Buffer> {
  return (
    sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
      .jpeg()
      .withExif({
        IFD0: { Make: 'PhoneCo', Model: 'Pocket 9', DateTime: '2024:03:30 18:02:11' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: GPS.latitude, GPSLongitudeRef: 'W', GPSLongitude: GPS.longitude },
      })
      // libvips writes the orientation tag from its own field, over any given in IFD0.
      .withMetadata({ orientation })
      .toBuffer()
  );
}

/** Whether an EXIF block points to a GPS block (tag 0x8825, in either byte order). */
export const hasGpsBlock = (exif: Buffer) => exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]));

export const pngImage = (width = 40, height = 30): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 4, background: { r: 20, g: 120, b: 200, alpha: 0.5 } } })
    .png()
    .toBuffer();

/** A multipart upload of one file, with its kind when given. */
export function attachmentForm(data: Buffer | string, filename = 'sofa.jpg', kind?: string, type = 'image/jpeg'): FormData {
  const form = new FormData();
  if (kind !== undefined) form.append(INVENTORY_ATTACHMENT_KIND_FIELD, kind);
  form.append(INVENTORY_ATTACHMENT_FIELD, new Blob([data], { type }), filename);
  return form;
}

/** An item's attachment calls, as one signed-in user. */
export function attachmentsClient(app: FastifyInstance, access: string) {
  const headers = bearer(access);
  return {
    upload: (claimId: number, itemId: number, payload: FormData) =>
      app.inject({ method: 'POST', url: inventoryPaths.attachments(claimId, itemId), headers, payload }),
    list: (claimId: number, itemId: number) => app.inject({ method: 'GET', url: inventoryPaths.attachments(claimId, itemId), headers }),
    download: (claimId: number, itemId: number, attachmentId: number) =>
      app.inject({ method: 'GET', url: inventoryPaths.attachment(claimId, itemId, attachmentId), headers }),
    thumbnail: (claimId: number, itemId: number, attachmentId: number) =>
      app.inject({ method: 'GET', url: inventoryPaths.attachmentThumbnail(claimId, itemId, attachmentId), headers }),
    remove: (claimId: number, itemId: number, attachmentId: number) =>
      app.inject({ method: 'DELETE', url: inventoryPaths.attachment(claimId, itemId, attachmentId), headers }),
    exportPdf: (claimId: number) => app.inject({ method: 'GET', url: inventoryPaths.exportPdf(claimId), headers }),
    /** Uploads a phone photo (or the form given) and returns the attachment; fails loudly otherwise. */
    async add(claimId: number, itemId: number, payload?: FormData): Promise<TInventoryAttachment> {
      const response = await this.upload(claimId, itemId, payload ?? attachmentForm(await phonePhoto()));
      if (response.statusCode !== 201) throw new Error(`upload failed: ${response.statusCode} ${response.body}`);
      return ZInventoryAttachmentWithMessage.parse(response.json()).attachment;
    },
  };
}

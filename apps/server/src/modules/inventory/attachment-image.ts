import sharp from 'sharp';
import { INVENTORY_IMAGE_MAX_PIXELS, INVENTORY_THUMBNAIL_PX, InventoryMessage } from '@benji/shared';
import { fieldError } from '../../lib/domain-error';

export interface CleanImage {
  /** The picture as the user sees it, re-encoded without EXIF, GPS, XMP, IPTC or comments. */
  image: Buffer;
  /** A JPEG of at most INVENTORY_THUMBNAIL_PX on its longer side, for the page and the PDF. */
  thumbnail: Buffer;
}

const JPEG_QUALITY = 88;
const THUMBNAIL_QUALITY = 72;

/**
 * Re-encodes an uploaded JPEG or PNG so nothing but its pixels survives: a phone's photo carries
 * where it was taken (GPS), when, and on what device, and a claim's photos reach an insurer.
 * sharp drops every metadata block when it re-encodes unless told to keep one; `.rotate()` first
 * turns the pixels upright as the EXIF orientation said, since that tag goes too.
 * sharp works on libuv's threads, so the event loop is not held while it decodes.
 */
export async function cleanImage(data: Buffer, type: 'image/jpeg' | 'image/png', field: string): Promise<CleanImage> {
  // A decompression bomb (a small file of huge dimensions) is refused before its pixels are decoded.
  const input = () => sharp(data, { limitInputPixels: INVENTORY_IMAGE_MAX_PIXELS, failOn: 'error' }).rotate();
  try {
    const upright = input();
    const image = await (type === 'image/png' ? upright.png() : upright.jpeg({ quality: JPEG_QUALITY, mozjpeg: true })).toBuffer();
    const thumbnail = await input()
      .resize(INVENTORY_THUMBNAIL_PX, INVENTORY_THUMBNAIL_PX, { fit: 'inside', withoutEnlargement: true })
      // A PNG's transparent parts turn white, as they would print.
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: THUMBNAIL_QUALITY })
      .toBuffer();
    return { image, thumbnail };
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    if (/pixel limit/i.test(message)) throw fieldError(field, InventoryMessage.imageTooLarge);
    throw fieldError(field, InventoryMessage.imageUnreadable);
  }
}

import { describe, expect, it } from 'vitest';
import { INVENTORY_ATTACHMENT_MAX_BYTES, INVENTORY_ATTACHMENTS_PER_ITEM_MAX, InventoryMessage } from '@benji/shared';
import { attachmentProblem, fileSize } from './attachment-checks';

const jpeg = { size: 2_000_000, type: 'image/jpeg' };

describe('attachmentProblem', () => {
  it('lets a photo or receipt of the right type and size through', () => {
    expect(attachmentProblem(jpeg, 'photo', 0)).toBeNull();
    expect(attachmentProblem({ size: 80_000, type: 'application/pdf' }, 'receipt', 3)).toBeNull();
    expect(attachmentProblem({ size: INVENTORY_ATTACHMENT_MAX_BYTES, type: 'image/png' }, 'photo', 0)).toBeNull();
  });

  it('refuses a PDF as a photo and a text file as either', () => {
    expect(attachmentProblem({ size: 80_000, type: 'application/pdf' }, 'photo', 0)).toBe(InventoryMessage.photoWrongType);
    expect(attachmentProblem({ size: 80, type: 'text/plain' }, 'receipt', 0)).toBe(InventoryMessage.receiptWrongType);
  });

  it('leaves a file the browser gave no type to the server', () => {
    expect(attachmentProblem({ size: 80, type: '' }, 'photo', 0)).toBeNull();
  });

  it('refuses a file over the limit, and any file once the item is full', () => {
    expect(attachmentProblem({ size: INVENTORY_ATTACHMENT_MAX_BYTES + 1, type: 'image/jpeg' }, 'photo', 0)).toBe(
      InventoryMessage.attachmentTooLarge,
    );
    expect(attachmentProblem(jpeg, 'photo', INVENTORY_ATTACHMENTS_PER_ITEM_MAX)).toBe(InventoryMessage.attachmentTooMany);
  });
});

describe('fileSize', () => {
  it('writes kilobytes under a megabyte and megabytes above', () => {
    expect(fileSize(300)).toBe('1 KB');
    expect(fileSize(310 * 1024)).toBe('310 KB');
    expect(fileSize(2.5 * 1024 * 1024)).toBe('2.5 MB');
  });
});

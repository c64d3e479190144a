import { describe, expect, it } from 'vitest';
import { looksLikePdf } from '../../src/modules/files/pdf-check';
import { minimalPdf, pdfOfSize } from './claim-requests';

const text = (value: string) => Buffer.from(value, 'latin1');

describe('looksLikePdf', () => {
  it('accepts a real PDF, with or without leading whitespace', () => {
    expect(looksLikePdf(minimalPdf())).toBe(true);
    expect(looksLikePdf(Buffer.concat([text('\r\n  \t'), minimalPdf()]))).toBe(true);
    expect(looksLikePdf(text('%PDF-2.0\n%%EOF'))).toBe(true);
    expect(looksLikePdf(pdfOfSize(5000))).toBe(true);
  });

  it('accepts %%EOF followed by trailing bytes within the last 1024', () => {
    expect(looksLikePdf(Buffer.concat([minimalPdf(), Buffer.alloc(500, 0x0a)]))).toBe(true);
  });

  it.each([
    ['empty data', Buffer.alloc(0)],
    ['text', text('hello %%EOF')],
    ['anything but whitespace before the header', text('x%PDF-1.4\n%%EOF')],
    ['a header past the first 1024 bytes', Buffer.concat([Buffer.alloc(1024, 0x20), text('%PDF-1.4\n%%EOF')])],
    ['a header without a version', text('%PDF-\n%%EOF')],
    ['no %%EOF', text('%PDF-1.4\n1 0 obj\nendobj\n')],
    ['%%EOF only far from the end', Buffer.concat([text('%PDF-1.4\n%%EOF'), Buffer.alloc(2000, 0x20)])],
  ])('refuses %s', (_label, data) => {
    expect(looksLikePdf(data)).toBe(false);
  });
});

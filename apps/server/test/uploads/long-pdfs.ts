/**
 * Valid PDFs that cost the reader far more than their size: every page hangs from one flat /Kids
 * array (the reader walks it from the start for each page, so the cost grows with the square of
 * the pages) and all pages share one content stream and one font, so a page costs about 150 bytes.
 */
export function manyPagePdf(pages: number, content = 'BT /F1 12 Tf 72 720 Td (Policy wording) Tj ET'): Buffer {
  const parts: string[] = [];
  const offsets: number[] = [];
  let length = 0;
  const push = (piece: string) => {
    parts.push(piece);
    length += piece.length;
  };
  const object = (id: number, body: string) => {
    offsets[id] = length;
    push(`${id} 0 obj\n${body}\nendobj\n`);
  };
  const firstPage = 5;
  push('%PDF-1.4\n');
  object(1, '<< /Type /Catalog /Pages 2 0 R >>');
  object(2, `<< /Type /Pages /Kids [${Array.from({ length: pages }, (_, i) => `${firstPage + i} 0 R`).join(' ')}] /Count ${pages} >>`);
  object(3, `<< /Length ${content.length} >>\nstream\n${content}\nendstream`);
  object(4, '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
  const page = '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 3 0 R /Resources << /Font << /F1 4 0 R >> >> >>';
  for (let i = 0; i < pages; i += 1) object(firstPage + i, page);
  const size = firstPage + pages;
  const xrefAt = length;
  push(`xref\n0 ${size}\n0000000000 65535 f \n`);
  for (let id = 1; id < size; id += 1) push(`${String(offsets[id]).padStart(10, '0')} 00000 n \n`);
  push(`trailer\n<< /Size ${size} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`);
  return Buffer.from(parts.join(''), 'latin1');
}

/**
 * Within the page cap, and still slow: each of the `pages` pages shows the same content stream of
 * `words` words, so the reader lays out `pages × words` words from a file of a few hundred kB.
 */
export function slowPdf(pages = 400, words = 50_000): Buffer {
  const content = `BT /F1 1 Tf ${Array.from({ length: words }, (_, i) => `0 1 Td (w${i % 1000}) Tj`).join(' ')} ET`;
  return manyPagePdf(pages, content);
}

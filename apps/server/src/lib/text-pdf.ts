import PDFDocument from 'pdfkit';

/** A page of a PDF written with pdfkit: headings in bold, paragraphs in the body font. */
export type PdfPage = readonly ({ heading: string } | { text: string })[];

/** Renders a real text PDF (with a text layer), one array entry per page. */
export function buildPdf(pages: readonly PdfPage[]): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 56, info: { CreationDate: new Date('2026-01-01T00:00:00Z') } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  pages.forEach((page, index) => {
    if (index > 0) doc.addPage();
    for (const block of page) {
      if ('heading' in block) doc.font('Helvetica-Bold').fontSize(13).text(block.heading).moveDown(0.3);
      else doc.font('Helvetica').fontSize(11).text(block.text).moveDown(0.6);
    }
  });
  doc.end();
  return done;
}

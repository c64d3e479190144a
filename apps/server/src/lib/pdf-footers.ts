import { toWinAnsi } from './win-ansi';

/**
 * Page numbers and the reminder at the foot of every page, written once every page exists (the
 * document must be made with `bufferPages: true`).
 */
export interface FooterWords {
  notice: string;
  page: (page: number, count: number) => string;
}

const ENGLISH_FOOTER: FooterWords = {
  notice: 'Benji - general information, not legal advice.',
  page: (page, count) => `Page ${page} of ${count}`,
};

export function writeFooters(doc: PDFKit.PDFDocument, margin: number, words: FooterWords = ENGLISH_FOOTER): void {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    const bottom = doc.page.margins.bottom;
    // Writing inside the bottom margin would otherwise start a new page.
    doc.page.margins.bottom = 0;
    const y = doc.page.height - margin / 2 - 8;
    doc.font('Helvetica').fontSize(8).fillColor('#64748b');
    doc.text(toWinAnsi(words.notice), margin, y, { lineBreak: false });
    doc.text(toWinAnsi(words.page(index + 1, count)), margin, y, { width: doc.page.width - margin * 2, align: 'right', lineBreak: false });
    doc.page.margins.bottom = bottom;
  }
}

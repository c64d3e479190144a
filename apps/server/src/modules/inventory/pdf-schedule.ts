import PDFDocument from 'pdfkit';
import { INVENTORY_CATEGORY_TABLE, type TInventoryItem, type TInventoryList } from '@benji/shared';
import { writeFooters } from '../../lib/pdf-footers';
import { toWinAnsi } from '../../lib/win-ansi';

export interface PdfScheduleInput {
  list: TInventoryList;
  /** The claim as the insurer knows it: its number, or Benji's id when it has none. */
  claimLabel: string;
  /** Photo thumbnails (JPEG) by item, in the order they were added. */
  thumbnails: { itemId: number; data: Uint8Array }[];
  /** Thumbnails past the export's cap, left out. */
  leftOut: number;
  generatedAt: Date;
}

const MARGIN = 40;
const BRAND = '#1e3a8a';
const MUTED = '#64748b';
const INK = '#0f172a';
const RULE = '#cbd5e1';
const CELL_PAD = 3;
const THUMB = { width: 72, height: 64, gap: 6 } as const;

const CATEGORY_LABEL = new Map<string, string>(INVENTORY_CATEGORY_TABLE.map((row) => [row.id, row.label]));

/** Cents as a dollar amount, "$1,299.99", from the integers: no float touches the figure. */
const money = (cents: number) => `$${Math.floor(cents / 100).toLocaleString('en-US')}.${String(cents % 100).padStart(2, '0')}`;
const years = (months: number) => (months / 12).toFixed(1);

interface Column {
  header: string;
  width: number;
  align?: 'right';
  cell: (item: TInventoryItem) => string;
}

// Letter landscape leaves 712 points between the margins; the widths add up to that.
const ITEM_COLUMNS: Column[] = [
  { header: 'Room', width: 90, cell: (item) => item.room },
  { header: 'Description', width: 190, cell: (item) => item.description },
  { header: 'Brand/model', width: 110, cell: (item) => item.brand_model },
  { header: 'Qty', width: 35, align: 'right', cell: (item) => String(item.quantity) },
  { header: 'Age (yrs)', width: 45, align: 'right', cell: (item) => years(item.valuation.age_months) },
  { header: 'RCV', width: 80, align: 'right', cell: (item) => money(item.valuation.rcv_cents) },
  { header: 'Depreciation', width: 82, align: 'right', cell: (item) => money(item.valuation.depreciation_cents) },
  { header: 'ACV', width: 80, align: 'right', cell: (item) => money(item.valuation.acv_cents) },
];

type Totals = TInventoryList['totals']['overall'];
type TotalColumn = { header: string; width: number; align?: 'right'; cell: (name: string, totals: Totals) => string };
/** The columns of a totals table whose first column names the group (room, category). */
const totalColumns = (groupHeader: string): TotalColumn[] => [
  { header: groupHeader, width: 280, cell: (name) => name },
  { header: 'Items', width: 60, align: 'right', cell: (_, totals) => String(totals.item_count) },
  { header: 'RCV', width: 120, align: 'right', cell: (_, totals) => money(totals.rcv_cents) },
  { header: 'Depreciation', width: 120, align: 'right', cell: (_, totals) => money(totals.depreciation_cents) },
  { header: 'ACV', width: 120, align: 'right', cell: (_, totals) => money(totals.acv_cents) },
];

/** Writes tables row by row, starting a new page (with the header again) when a row would not fit. */
class Table {
  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly columns: readonly { header: string; width: number; align?: 'right' }[],
  ) {}

  private get bottom() {
    return this.doc.page.height - this.doc.page.margins.bottom;
  }

  private heightOf(cells: readonly string[], bold: boolean) {
    this.doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    const heights = cells.map((text, index) => this.doc.heightOfString(text || ' ', { width: this.columns[index]!.width - CELL_PAD * 2 }));
    return Math.max(...heights) + CELL_PAD * 2;
  }

  /** Makes room for `height` points, on a new page (under the header) when this one is full. */
  ensureRoom(height: number) {
    if (this.doc.y + height <= this.bottom) return;
    this.doc.addPage();
    this.header();
  }

  header() {
    this.line(
      this.columns.map((column) => column.header),
      { bold: true, fill: '#e2e8f0' },
    );
  }

  row(cells: readonly string[], options: { bold?: boolean } = {}) {
    this.ensureRoom(this.heightOf(cells, options.bold ?? false));
    this.line(cells, options);
  }

  private line(cells: readonly string[], { bold = false, fill }: { bold?: boolean; fill?: string }) {
    const { doc } = this;
    const height = this.heightOf(cells, bold);
    const top = doc.y;
    const width = this.columns.reduce((sum, column) => sum + column.width, 0);
    if (fill) doc.rect(MARGIN, top, width, height).fill(fill);
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(9)
      .fillColor(INK);
    let x = MARGIN;
    cells.forEach((text, index) => {
      const column = this.columns[index]!;
      doc.text(text, x + CELL_PAD, top + CELL_PAD, { width: column.width - CELL_PAD * 2, align: column.align ?? 'left' });
      x += column.width;
    });
    doc
      .moveTo(MARGIN, top + height)
      .lineTo(MARGIN + width, top + height)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc.x = MARGIN;
    doc.y = top + height;
  }

  /** The item's thumbnails in a strip under its row, wrapping onto more strips (and pages) as needed. */
  thumbnails(images: readonly Uint8Array[]) {
    const { doc } = this;
    const width = this.columns.reduce((sum, column) => sum + column.width, 0);
    const perStrip = Math.floor((width - 40) / (THUMB.width + THUMB.gap));
    for (let start = 0; start < images.length; start += perStrip) {
      this.ensureRoom(THUMB.height + THUMB.gap * 2);
      const top = doc.y + THUMB.gap;
      images.slice(start, start + perStrip).forEach((image, index) => {
        const data = Buffer.from(image.buffer, image.byteOffset, image.byteLength);
        doc.image(data, MARGIN + 40 + index * (THUMB.width + THUMB.gap), top, { fit: [THUMB.width, THUMB.height] });
      });
      doc.x = MARGIN;
      doc.y = top + THUMB.height + THUMB.gap;
    }
  }
}

function heading(doc: PDFKit.PDFDocument, text: string) {
  if (doc.y + 60 > doc.page.height - doc.page.margins.bottom) doc.addPage();
  doc.x = MARGIN;
  doc.moveDown(1).font('Helvetica-Bold').fontSize(13).fillColor(BRAND).text(text).moveDown(0.4);
}

function itemsTable(doc: PDFKit.PDFDocument, input: PdfScheduleInput) {
  const imagesOf = new Map<number, Uint8Array[]>();
  for (const { itemId, data } of input.thumbnails) imagesOf.set(itemId, [...(imagesOf.get(itemId) ?? []), data]);
  heading(doc, `Items (${input.list.items.length})`);
  if (input.list.items.length === 0) {
    doc.font('Helvetica').fontSize(10).fillColor(MUTED).text('No items in this inventory yet.');
    return;
  }
  const table = new Table(doc, ITEM_COLUMNS);
  table.header();
  for (const item of input.list.items) {
    table.row(ITEM_COLUMNS.map((column) => toWinAnsi(column.cell(item))));
    const images = imagesOf.get(item.id);
    if (images) table.thumbnails(images);
  }
  if (input.leftOut > 0)
    doc
      .moveDown(0.5)
      .font('Helvetica')
      .fontSize(9)
      .fillColor(MUTED)
      .text(`${input.leftOut} more photos are not shown here; each item's photos can be downloaded from Benji.`);
}

function totalsTable(doc: PDFKit.PDFDocument, title: string, groupHeader: string, groups: readonly { name: string; totals: Totals }[]) {
  heading(doc, title);
  const columns = totalColumns(groupHeader);
  const table = new Table(doc, columns);
  table.header();
  for (const { name, totals } of groups) table.row(columns.map((column) => toWinAnsi(column.cell(name, totals))));
}

/**
 * The inventory as a printable schedule for the adjuster: the items with their photos'
 * thumbnails, then the totals by room, by category and overall, exactly as the API gives them
 * (the shared totals, never summed again here). Runs in a worker thread, like the XLSX schedule.
 */
export function writePdfSchedule(input: PdfScheduleInput): Promise<Uint8Array> {
  const { list, claimLabel } = input;
  const doc = new PDFDocument({
    size: 'LETTER',
    layout: 'landscape',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: `Contents inventory, claim ${claimLabel}`, Author: 'Benji', CreationDate: input.generatedAt },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });

  doc
    .font('Helvetica-Bold')
    .fontSize(20)
    .fillColor(BRAND)
    .text(toWinAnsi(`Contents inventory - claim ${claimLabel}`));
  doc.font('Helvetica').fontSize(10).fillColor(MUTED);
  doc.text(
    `Valued on ${list.valuation_date}, the date of incident. Useful lives: ${toWinAnsi(list.useful_life_source.replace(/\.$/, ''))}.`,
  );
  doc.text(`Prepared with Benji on ${input.generatedAt.toISOString().slice(0, 10)}. RCV: replacement cost value; ACV: actual cash value.`);
  itemsTable(doc, input);
  totalsTable(
    doc,
    'Totals by room',
    'Room',
    list.totals.by_room.map((group) => ({ name: group.key, totals: group })),
  );
  totalsTable(
    doc,
    'Totals by category',
    'Category',
    list.totals.by_category.map((group) => ({ name: CATEGORY_LABEL.get(group.key) ?? group.key, totals: group })),
  );
  heading(doc, 'Grand total');
  const grandColumns = totalColumns('');
  const grand = new Table(doc, grandColumns);
  grand.header();
  grand.row(
    grandColumns.map((column) => column.cell('All items', list.totals.overall)),
    { bold: true },
  );
  writeFooters(doc, MARGIN);
  doc.end();
  return finished;
}

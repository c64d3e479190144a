import PDFDocument from 'pdfkit';
import { ChatText, type TChatMessage, type TClaimUpload } from '@benji/shared';
import { writeFooters } from '../../lib/pdf-footers';
import { toWinAnsi } from '../../lib/win-ansi';
import { boldRuns } from './pdf-text';
import { pdfTime } from './pdf-time';

export interface ChatPdfInput {
  sessionId: string;
  user: { fullName: string; email: string };
  claimDetails: TClaimUpload | null;
  messages: TChatMessage[];
  generatedAt: Date;
  /** The reader's IANA time zone, from the browser; null writes UTC. */
  timeZone: string | null;
}

const BRAND = '#1e3a8a';
const MUTED = '#64748b';
const MARGIN = 56;

function heading(doc: PDFKit.PDFDocument, text: string) {
  doc.moveDown(1).font('Helvetica-Bold').fontSize(13).fillColor(BRAND).text(text).moveDown(0.4);
}

function claimDetails(doc: PDFKit.PDFDocument, details: TClaimUpload | null) {
  heading(doc, 'Claim details');
  if (!details) {
    doc.font('Helvetica').fontSize(10).fillColor(MUTED).text('No claim details saved.');
    return;
  }
  const file = details.files_metadata[0];
  const rows: [string, string][] = [
    ['Insurance Company', details.insurance_company_name],
    ['Policy Number', details.policy_number || '-'],
    ['Police Report Number', details.police_report_number || '-'],
    ['Adjuster', details.adjuster_name],
    ['Adjuster Phone', details.adjuster_phone_number],
    ['Adjuster Email', details.adjuster_email],
    ['Claim Number', details.add_claim_number],
    ['Policy PDF', file ? `${file.filename} (${(file.size / 1024).toFixed(1)} KB)` : 'none'],
  ];
  for (const [label, value] of rows) {
    doc.font('Helvetica-Bold').fontSize(10).fillColor('#0f172a').text(`${label}: `, { continued: true });
    doc.font('Helvetica').text(toWinAnsi(value));
  }
}

function message(doc: PDFKit.PDFDocument, entry: TChatMessage, userName: string, timeZone: string | null) {
  const sender = entry.sender === 'user' ? userName || 'You' : ChatText.badge;
  doc
    .moveDown(0.8)
    .font('Helvetica-Bold')
    .fontSize(10)
    .fillColor(entry.sender === 'user' ? '#0f172a' : BRAND)
    .text(toWinAnsi(sender), { continued: true });
  doc
    .font('Helvetica')
    .fillColor(MUTED)
    .text(`  ${pdfTime(entry.timestamp, timeZone)}`);
  doc.fillColor('#0f172a').fontSize(10.5);
  for (const line of toWinAnsi(entry.content).split('\n')) {
    const runs = boldRuns(line);
    if (runs.length === 0) {
      doc.moveDown(0.5);
      continue;
    }
    runs.forEach((run, index) => {
      doc.font(run.bold ? 'Helvetica-Bold' : 'Helvetica').text(run.text, { continued: index < runs.length - 1 });
    });
  }
}

/** The chat as a PDF: title, the user's claim details, every message with sender and time, page numbers. */
export function renderChatPdf(input: ChatPdfInput): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: `Benji chat ${input.sessionId.slice(0, 8)}`, Author: 'Benji', CreationDate: input.generatedAt },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(20).fillColor(BRAND).text('Chat with Bengi Assistant');
  doc.font('Helvetica').fontSize(10).fillColor(MUTED);
  doc.text(toWinAnsi(`${input.user.fullName || 'Benji user'} <${input.user.email}>`));
  doc.text(`Session ${input.sessionId} - downloaded ${pdfTime(input.generatedAt.toISOString(), input.timeZone)}`);
  claimDetails(doc, input.claimDetails);
  heading(doc, `Messages (${input.messages.length})`);
  if (input.messages.length === 0) doc.font('Helvetica').fontSize(10).fillColor(MUTED).text('No messages in this session.');
  for (const entry of input.messages) message(doc, entry, input.user.fullName, input.timeZone);
  writeFooters(doc, MARGIN);
  doc.end();
  return finished;
}

import PDFDocument from 'pdfkit';
import type { TAccountLanguage, TChatMessage, TClaimUpload } from '@benji/shared';
import { writeFooters } from '../../lib/pdf-footers';
import { toWinAnsi } from '../../lib/win-ansi';
import { chatPdfWords, type ChatPdfWords } from './chat-pdf-words';
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
  /** The language of the PDF's own words (headings, labels); the messages stay as they were written. */
  language: TAccountLanguage;
}

const BRAND = '#1e3a8a';
const MUTED = '#64748b';
const MARGIN = 56;

function heading(doc: PDFKit.PDFDocument, text: string) {
  doc.moveDown(1).font('Helvetica-Bold').fontSize(13).fillColor(BRAND).text(text).moveDown(0.4);
}

function claimDetails(doc: PDFKit.PDFDocument, details: TClaimUpload | null, words: ChatPdfWords) {
  heading(doc, toWinAnsi(words.claimDetails));
  if (!details) {
    doc.font('Helvetica').fontSize(10).fillColor(MUTED).text(toWinAnsi(words.noClaimDetails));
    return;
  }
  const file = details.files_metadata[0];
  const { labels } = words;
  const rows: [string, string][] = [
    [labels.insuranceCompany, details.insurance_company_name],
    [labels.policyNumber, details.policy_number || '-'],
    [labels.policeReportNumber, details.police_report_number || '-'],
    [labels.adjuster, details.adjuster_name],
    [labels.adjusterPhone, details.adjuster_phone_number],
    [labels.adjusterEmail, details.adjuster_email],
    [labels.claimNumber, details.add_claim_number],
    [labels.policyPdf, file ? `${file.filename} (${(file.size / 1024).toFixed(1)} KB)` : words.noPolicyPdf],
  ];
  for (const [label, value] of rows) {
    doc
      .font('Helvetica-Bold')
      .fontSize(10)
      .fillColor('#0f172a')
      .text(toWinAnsi(`${label}${words.labelEnd}`), { continued: true });
    doc.font('Helvetica').text(toWinAnsi(value));
  }
}

function message(doc: PDFKit.PDFDocument, entry: TChatMessage, userName: string, timeZone: string | null, words: ChatPdfWords) {
  const sender = entry.sender === 'user' ? userName || words.you : words.assistant;
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

  const words = chatPdfWords(input.language);
  doc.font('Helvetica-Bold').fontSize(20).fillColor(BRAND).text(toWinAnsi(words.title));
  doc.font('Helvetica').fontSize(10).fillColor(MUTED);
  doc.text(toWinAnsi(`${input.user.fullName || words.unnamedUser} <${input.user.email}>`));
  doc.text(toWinAnsi(words.sessionLine(input.sessionId, pdfTime(input.generatedAt.toISOString(), input.timeZone))));
  claimDetails(doc, input.claimDetails, words);
  heading(doc, toWinAnsi(words.messages(input.messages.length)));
  if (input.messages.length === 0) doc.font('Helvetica').fontSize(10).fillColor(MUTED).text(toWinAnsi(words.noMessages));
  for (const entry of input.messages) message(doc, entry, input.user.fullName, input.timeZone, words);
  writeFooters(doc, MARGIN, words.footer);
  doc.end();
  return finished;
}

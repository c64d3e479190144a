// The policy PDF the tutorial attaches: a one-page declarations page, made with pdfkit.
import PDFDocument from 'pdfkit';

/** @returns {Promise<Buffer>} */
export function samplePolicyPdf({ insurer, policyNumber, holder }) {
  const doc = new PDFDocument({ size: 'LETTER', margin: 56, info: { Title: `${insurer} policy ${policyNumber}` } });
  const chunks = [];
  doc.on('data', (chunk) => chunks.push(chunk));
  const done = new Promise((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.fontSize(20).text(insurer).moveDown(0.3);
  doc.fontSize(13).text('Homeowners Policy - Declarations Page').moveDown();
  doc.fontSize(11);
  for (const [label, value] of [
    ['Policy number', policyNumber],
    ['Named insured', holder],
    ['Policy period', 'March 1, 2025 to March 1, 2026'],
    ['Dwelling (Coverage A)', '$450,000'],
    ['Personal property (Coverage C)', '$225,000'],
    ['Additional living expenses (Coverage D)', '$90,000'],
    ['Deductible', '$1,000'],
  ])
    doc.text(`${label}: ${value}`);
  doc
    .moveDown()
    .text(
      'Duties after a loss: give prompt notice, protect the property from further damage, and send a signed, sworn Proof of Loss within 60 days of our request.',
    );
  doc.end();
  return done;
}

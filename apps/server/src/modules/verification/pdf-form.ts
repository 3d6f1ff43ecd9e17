// The blank verification form (pdf_form): one A4 page the customer prints, fills in, has witnessed and
// uploads. Written directly as PDF 1.4 with the standard Helvetica fonts; no PDF library needed.

const PAGE_WIDTH = 595;
const LEFT = 56;
const RIGHT = PAGE_WIDTH - 56;

type Line =
  | { kind: 'title'; text: string }
  | { kind: 'text'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'field'; label: string };

const FORM: Line[] = [
  { kind: 'title', text: 'Fairdraw identity verification form' },
  { kind: 'text', text: 'Use this form if we could not verify you online. Print it, fill it in by hand,' },
  { kind: 'text', text: 'sign it in front of an authorised witness, then upload a scan or photo of it at' },
  {
    kind: 'text',
    text: 'My account > Manual verification, with a photo of the identity document named below.',
  },
  { kind: 'heading', text: 'Your details (as on your Fairdraw account)' },
  { kind: 'field', label: 'Full name' },
  { kind: 'field', label: 'Date of birth (DD/MM/YYYY)' },
  { kind: 'field', label: 'Residential address' },
  { kind: 'field', label: 'Suburb, state and postcode' },
  { kind: 'field', label: 'Email address of your Fairdraw account' },
  { kind: 'heading', text: 'Identity document' },
  { kind: 'field', label: "Type (Australian passport, driver's licence, proof of age card)" },
  { kind: 'field', label: 'Document number and expiry date' },
  { kind: 'heading', text: 'Declaration' },
  { kind: 'text', text: 'I declare that the details above are true and that the document shown is mine.' },
  { kind: 'field', label: 'Your signature and date' },
  { kind: 'heading', text: 'Witness (Justice of the Peace, police officer, pharmacist, lawyer or doctor)' },
  {
    kind: 'text',
    text: 'I have seen the original document above and the person named signed in front of me.',
  },
  { kind: 'field', label: 'Witness name and occupation' },
  { kind: 'field', label: 'Witness signature and date' },
  { kind: 'text', text: 'We review forms within two business days and e-mail you the outcome.' },
];

/** PDF string literal: backslash and parentheses escaped. */
function pdfText(text: string): string {
  return `(${text.replace(/[\\()]/g, (char) => `\\${char}`)})`;
}

function pageContent(): string {
  const ops: string[] = [];
  let y = 780;
  for (const line of FORM) {
    switch (line.kind) {
      case 'title':
        ops.push(`BT /F2 18 Tf ${LEFT} ${y} Td ${pdfText(line.text)} Tj ET`);
        y -= 30;
        break;
      case 'heading':
        y -= 10;
        ops.push(`BT /F2 12 Tf ${LEFT} ${y} Td ${pdfText(line.text)} Tj ET`);
        y -= 22;
        break;
      case 'text':
        ops.push(`BT /F1 10 Tf ${LEFT} ${y} Td ${pdfText(line.text)} Tj ET`);
        y -= 15;
        break;
      case 'field':
        ops.push(`BT /F1 9 Tf ${LEFT} ${y} Td ${pdfText(line.label)} Tj ET`);
        y -= 20;
        ops.push(`0.5 w ${LEFT} ${y} m ${RIGHT} ${y} l S`);
        y -= 18;
        break;
    }
  }
  return ops.join('\n');
}

/** The whole file, with a correct cross-reference table. */
export function blankVerificationForm(): Buffer {
  const content = pageContent();
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Title (Fairdraw identity verification form) /Producer (Fairdraw) >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

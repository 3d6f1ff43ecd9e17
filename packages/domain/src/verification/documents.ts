// Rules for documents uploaded for manual review (decision 0020): size, count and the real type,
// read from the file's first bytes, never from its name.

export const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024;
export const MAX_DOCUMENTS_PER_UPLOAD = 4;
export const ACCEPTED_DOCUMENT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export type DocumentType = (typeof ACCEPTED_DOCUMENT_TYPES)[number];

/** What a document's name may end in, by type, for the file a reviewer downloads. */
export const DOCUMENT_EXTENSIONS: Record<DocumentType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'application/pdf': 'pdf',
};

const SIGNATURES: ReadonlyArray<{ type: DocumentType; bytes: readonly number[] }> = [
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
];

/** The number of leading bytes `sniffDocumentType` needs. */
export const DOCUMENT_SIGNATURE_BYTES = 8;

/** The type the bytes really are (JPEG, PNG or PDF by their magic numbers), or null. */
export function sniffDocumentType(head: Uint8Array): DocumentType | null {
  for (const { type, bytes } of SIGNATURES)
    if (head.length >= bytes.length && bytes.every((byte, index) => head[index] === byte)) return type;
  return null;
}

export const documentMessages = {
  missing: 'Please choose a file to upload.',
  empty: 'This file is empty. Please choose another.',
  tooLarge: 'Each file must be 5 MB or smaller. Please choose a smaller file.',
  wrongType: 'Please choose a JPEG, PNG or PDF file.',
  tooMany: `Please upload at most ${MAX_DOCUMENTS_PER_UPLOAD} files at a time.`,
  method: 'Please choose what you are uploading: photo ID or the completed form.',
} as const;

/** The problem with one file, or null: size first, then the type its bytes show. */
export function documentProblem(file: { sizeBytes: number; head: Uint8Array }): string | null {
  if (file.sizeBytes === 0) return documentMessages.empty;
  if (file.sizeBytes > MAX_DOCUMENT_BYTES) return documentMessages.tooLarge;
  return sniffDocumentType(file.head) ? null : documentMessages.wrongType;
}

function cleanName(name: string): string {
  return (name.split(/[\\/]/).pop() ?? '')
    .replace(/[^\p{L}\p{N} ._()-]/gu, '')
    .trim()
    .slice(0, 100);
}

/** The customer's own file name made safe to show, e.g. in a message about a refused file. */
export function safeFileName(name: string): string {
  return cleanName(name) || 'This file';
}

/**
 * The name a stored document is listed and downloaded under: the customer's name, safe (no path, no
 * control characters, at most 100), with the extension of the type read from its bytes, never the one it
 * came with: "x.html" holding a PNG is "x.png", so a saved copy never opens as a web page.
 */
export function displayFileName(name: string, type: DocumentType): string {
  const stem = cleanName(name)
    .replace(/[.][^.]*$/, '')
    .replace(/[. ]+$/, '')
    .slice(0, 95);
  return `${stem || 'document'}.${DOCUMENT_EXTENSIONS[type]}`;
}

// The upload rules, checked in the browser before anything is sent (the server checks them again).
import {
  DOCUMENT_SIGNATURE_BYTES,
  documentMessages,
  documentProblem,
  MAX_DOCUMENTS_PER_UPLOAD,
} from '@fairdraw/domain';

async function head(file: Blob): Promise<Uint8Array> {
  const slice = file.slice(0, DOCUMENT_SIGNATURE_BYTES);
  if (typeof slice.arrayBuffer === 'function') return new Uint8Array(await slice.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsArrayBuffer(slice);
  });
}

/** The first problem with the chosen files, naming the file, or null when they may be sent. */
export async function filesProblem(files: readonly File[]): Promise<string | null> {
  if (files.length === 0) return documentMessages.missing;
  if (files.length > MAX_DOCUMENTS_PER_UPLOAD) return documentMessages.tooMany;
  for (const file of files) {
    const problem = documentProblem({ sizeBytes: file.size, head: await head(file) });
    if (problem) return `${file.name}: ${problem}`;
  }
  return null;
}

// The checks on an upload of verification documents, made before anything is stored: the method named,
// how many files, and each file's size and type (sniffed from its first bytes, not its name).
import { ErrorCode, verificationDocumentMethods, type VerificationDocumentMethod } from '@fairdraw/contracts';
import {
  displayFileName,
  documentMessages,
  documentProblem,
  MAX_DOCUMENTS_PER_UPLOAD,
  safeFileName,
  sniffDocumentType,
  type DocumentType,
} from '@fairdraw/domain';
import { ValidationError, type FieldErrors } from '../../lib/errors';

export interface UploadedFile {
  fileName: string;
  bytes: Buffer;
  /** The file was cut off at the size limit. */
  tooLarge?: boolean;
}

/** The method and the files with their types; every problem at once, by field, as a 400. */
export function checkUploadedDocuments(
  method: string | undefined,
  files: UploadedFile[],
): { method: VerificationDocumentMethod; files: Array<UploadedFile & { type: DocumentType }> } {
  const fieldErrors: FieldErrors = {};
  const add = (field: string, message: string, code: string = ErrorCode.invalid) =>
    (fieldErrors[field] ??= []).push({ code, message });
  if (!method) add('method', documentMessages.method, ErrorCode.required);
  else if (!(verificationDocumentMethods as readonly string[]).includes(method))
    add('method', documentMessages.method);
  if (files.length === 0) add('documents', documentMessages.missing, ErrorCode.required);
  if (files.length > MAX_DOCUMENTS_PER_UPLOAD) add('documents', documentMessages.tooMany);
  const typed: Array<UploadedFile & { type: DocumentType }> = [];
  for (const file of files) {
    const problem = file.tooLarge
      ? documentMessages.tooLarge
      : documentProblem({ sizeBytes: file.bytes.length, head: file.bytes.subarray(0, 8) });
    const type = sniffDocumentType(file.bytes.subarray(0, 8));
    if (problem || !type)
      add(
        'documents',
        `${safeFileName(file.fileName)}: ${problem ?? documentMessages.wrongType}`,
        file.tooLarge ? ErrorCode.payloadTooLarge : ErrorCode.invalid,
      );
    else typed.push({ ...file, type });
  }
  if (Object.keys(fieldErrors).length > 0) throw new ValidationError(fieldErrors);
  return { method: method as VerificationDocumentMethod, files: typed };
}

/**
 * The name a stored document is listed and downloaded under, with the extension of its sniffed type.
 * Rows saved before this rule kept the customer's name as sent ("x.html"); they are renamed here, when
 * served, so no migration is needed (the files on disk always had random names with the sniffed type).
 */
export function documentFileName(row: { fileName: string; contentType: string }): string {
  return displayFileName(row.fileName, row.contentType as DocumentType);
}

import { describe, expect, it } from 'vitest';
import {
  documentMessages,
  documentProblem,
  displayFileName,
  MAX_DOCUMENT_BYTES,
  safeFileName,
  sniffDocumentType,
  type DocumentType,
} from './documents';

const bytes = (...values: number[]) => new Uint8Array(values);
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46);
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
const PDF = new TextEncoder().encode('%PDF-1.4');
const TEXT = new TextEncoder().encode('hello wo');
const GIF = new TextEncoder().encode('GIF89a..');

describe('sniffDocumentType', () => {
  it.each<[string, Uint8Array, string | null]>([
    ['JPEG', JPEG, 'image/jpeg'],
    ['PNG', PNG, 'image/png'],
    ['PDF', PDF, 'application/pdf'],
    ['plain text', TEXT, null],
    ['GIF', GIF, null],
    ['too short to tell', bytes(0xff, 0xd8), null],
    ['nothing', bytes(), null],
    ['a PNG signature cut short', PNG.slice(0, 7), null],
  ])('%s → %s', (_name, head, type) => {
    expect(sniffDocumentType(head)).toBe(type);
  });
});

describe('documentProblem', () => {
  it.each<[string, number, Uint8Array, string | null]>([
    ['a small JPEG', 2048, JPEG, null],
    ['exactly the limit', MAX_DOCUMENT_BYTES, PDF, null],
    ['one byte over', MAX_DOCUMENT_BYTES + 1, PDF, documentMessages.tooLarge],
    ['empty', 0, bytes(), documentMessages.empty],
    ['text called .pdf', 100, TEXT, documentMessages.wrongType],
  ])('%s', (_name, sizeBytes, head, problem) => {
    expect(documentProblem({ sizeBytes, head })).toBe(problem);
  });
});

describe('displayFileName', () => {
  it.each<[string, DocumentType, string]>([
    ['licence front.jpg', 'image/jpeg', 'licence front.jpg'],
    ['C:\\Users\\me\\passport.png', 'image/png', 'passport.png'],
    ['../../etc/passwd', 'application/pdf', 'passwd.pdf'],
    ['<script>.pdf', 'application/pdf', 'script.pdf'],
    ['', 'application/pdf', 'document.pdf'],
    ['.htaccess', 'image/png', 'document.png'],
    // The extension is always the type read from the bytes, never the one the file came with.
    ['x.html', 'image/png', 'x.png'],
    ['report.final.HTML', 'application/pdf', 'report.final.pdf'],
    ['passport.JPEG', 'image/jpeg', 'passport.jpg'],
    ['page.png', 'application/pdf', 'page.pdf'],
    ['scan', 'image/jpeg', 'scan.jpg'],
  ])('%j holding %s → %j', (name, type, shown) => {
    expect(displayFileName(name, type)).toBe(shown);
  });
});

describe('safeFileName', () => {
  it('keeps the customer’s name and extension, without a path or odd characters', () => {
    expect(safeFileName('C:\\Users\\me\\holiday.gif')).toBe('holiday.gif');
    expect(safeFileName('<>')).toBe('This file');
  });
});

// Helpers for the verification tests: a test app with its own upload folder, multipart bodies and
// the files the checks look at (real JPEG, PNG and PDF signatures, and impostors).
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { DEV_OPS_TOKEN } from '../src/env';
import type { InjectOptions } from 'fastify';
import { callAsCustomer, createTestApp, type CustomerSession, type TestApp } from './support';

export async function createVerificationTestApp(overrides: Parameters<typeof createTestApp>[0] = {}) {
  const uploadDir = path.join(mkdtempSync(path.join(tmpdir(), 'fairdraw-uploads-')), 'uploads');
  const test = await createTestApp({
    ...overrides,
    envVars: { ...overrides.envVars, UPLOAD_DIR: uploadDir },
  });
  return { test, uploadDir };
}

/** The file names under the upload folder (none when it was never created). */
export function storedFiles(uploadDir: string): string[] {
  return existsSync(uploadDir) ? readdirSync(uploadDir) : [];
}

export const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF fake photo'),
]);
export const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('png body'),
]);
export const PDF = Buffer.from('%PDF-1.4\n% a filled-in form\n%%EOF\n');

export interface FilePart {
  field?: string;
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

/** A multipart/form-data body with text fields and files. */
export function multipart(fields: Record<string, string>, files: FilePart[]) {
  const boundary = `----fairdraw${randomUUID().replace(/-/g, '')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'documents'}"; filename="${file.fileName}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export function upload(
  test: TestApp,
  customer: CustomerSession,
  fields: Record<string, string>,
  files: FilePart[],
) {
  const body = multipart(fields, files);
  return callAsCustomer(test, customer, {
    method: 'POST',
    url: '/v2/customer/verification',
    payload: body.payload,
    headers: body.headers,
  });
}

export async function customerRecord(test: TestApp, customer: CustomerSession) {
  const response = await callAsCustomer(test, customer, { method: 'GET', url: '/v2/customer' });
  return response.body.result as {
    isVerified: boolean;
    verification: {
      methods: Array<{ type: string; status: string }>;
      pending: boolean;
      deadline: string | null;
      daysLeft: number | null;
      restricted: boolean;
      withdrawalsBlocked: boolean;
      restrictionReason: string | null;
    };
    verificationRules: Record<string, unknown>;
  };
}

export const statusOf = (record: Awaited<ReturnType<typeof customerRecord>>, type: string) =>
  record.verification.methods.find((method) => method.type === type)?.status;

export function asOperator(test: TestApp, options: InjectOptions) {
  return test.app.inject({
    ...options,
    headers: { authorization: `Bearer ${DEV_OPS_TOKEN}`, ...options.headers },
  });
}

/** The auto verification body matching `signupBody()` from support.ts. */
export const matchingDetails = {
  firstname: 'Ada',
  lastname: 'Lovelace',
  date_of_birth: '1990-12-10',
  address: '1 George Street',
  suburb: 'Sydney',
  state: 'NSW',
  postcode: '2000',
};

export interface Review {
  attemptId: string;
  customerId: string;
  customerName: string;
  method: string;
  outcome: string;
  documents: Array<{ id: string; fileName: string }>;
}

/** The operator's list of documents waiting for review, in code's camelCase. */
export async function reviews(test: TestApp): Promise<Review[]> {
  const response = await asOperator(test, { method: 'GET', url: '/ops/verification/reviews' });
  expect(response.statusCode).toBe(200);
  return JSON.parse(response.body).result.map((item: Record<string, unknown>) => ({
    attemptId: item.attempt_id,
    customerId: item.customer_id,
    customerName: item.customer_name,
    method: item.method,
    outcome: item.outcome,
    documents: (item.documents as Array<Record<string, unknown>>).map((document) => ({
      id: document.id,
      fileName: document.file_name,
    })),
  }));
}

/** The customer's own uploaded documents, as the verification page reads them. */
export const ownDocuments = async (test: TestApp, customer: CustomerSession) =>
  (
    (await callAsCustomer(test, customer, { method: 'GET', url: '/v2/customer/verification' })).body
      .result as {
      documents: Array<{
        id: string;
        method: string;
        outcome: string;
        reason: string | null;
        fileName: string;
      }>;
    }
  ).documents;

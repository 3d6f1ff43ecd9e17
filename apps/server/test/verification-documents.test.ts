// Documents for manual review over HTTP: uploads checked by size and by their real type, stored
// under UPLOAD_DIR with random names, private to their owner, reviewed by operators on /ops.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, verificationDocuments } from '@fairdraw/db';
import { documentMessages, MAX_DOCUMENT_BYTES } from '@fairdraw/domain';
import { AWAITING_REVIEW_MESSAGE } from '../src/modules/verification/verification.service';
import { call, callAsCustomer, customerHeaders, signUp, type TestApp } from './support';
import {
  asOperator,
  createVerificationTestApp,
  customerRecord,
  JPEG,
  ownDocuments,
  PDF,
  PNG,
  reviews,
  statusOf,
  storedFiles,
  upload,
} from './verification-support';

let test: TestApp;
let uploadDir: string;
beforeAll(async () => {
  ({ test, uploadDir } = await createVerificationTestApp());
});
afterAll(async () => {
  await test.close();
});

describe('POST /v2/customer/verification (uploads)', () => {
  it('stores a photo ID under a random name outside the web root; a pending photo is not a pending verification', async () => {
    const customer = await signUp(test);
    const before = storedFiles(uploadDir).length;
    const response = await upload(test, customer, { method: 'photo_id_upload' }, [
      { fileName: 'licence front.jpg', contentType: 'image/jpeg', bytes: JPEG },
      { fileName: 'licence back.png', contentType: 'image/png', bytes: PNG },
    ]);
    expect(response.status).toBe(201);
    const result = response.body.result as {
      documents: Array<{ id: string; fileName: string; contentType: string }>;
    };
    expect(result.documents.map((document) => [document.fileName, document.contentType])).toEqual([
      ['licence front.jpg', 'image/jpeg'],
      ['licence back.png', 'image/png'],
    ]);
    const files = storedFiles(uploadDir);
    expect(files).toHaveLength(before + 2);
    for (const name of files) expect(name).toMatch(/^[0-9a-f]{32}\.(jpg|png|pdf)$/);
    expect(path.resolve(uploadDir).startsWith(path.resolve(test.env.WEB_DIST_DIR ?? ''))).toBe(false);

    const record = await customerRecord(test, customer);
    expect(statusOf(record, 'photo_id_upload')).toBe('pending');
    expect(record.verification.pending).toBe(false);
    expect(record.isVerified).toBe(false);
  });

  it('makes the verification pending when the filled-in form is uploaded', async () => {
    const customer = await signUp(test);
    const response = await upload(test, customer, { method: 'pdf_form' }, [
      { fileName: 'form.pdf', contentType: 'application/pdf', bytes: PDF },
    ]);
    expect(response.status).toBe(201);
    const record = await customerRecord(test, customer);
    expect(statusOf(record, 'pdf_form')).toBe('pending');
    expect(record.verification.pending).toBe(true);

    const again = await upload(test, customer, { method: 'pdf_form' }, [
      { fileName: 'form.pdf', contentType: 'application/pdf', bytes: PDF },
    ]);
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ message: AWAITING_REVIEW_MESSAGE });
  });

  it('takes a file of several megabytes, beyond the JSON body limit', async () => {
    const customer = await signUp(test);
    const photo = Buffer.concat([JPEG, Buffer.alloc(3 * 1024 * 1024, 7)]);
    const response = await upload(test, customer, { method: 'photo_id_upload' }, [
      { fileName: 'large.jpg', contentType: 'image/jpeg', bytes: photo },
    ]);
    expect(response.status).toBe(201);
    expect(
      (response.body.result as { documents: Array<{ sizeBytes: number }> }).documents[0]?.sizeBytes,
    ).toBe(photo.length);
  });

  it('refuses a file over the size limit and stores nothing', async () => {
    const customer = await signUp(test);
    const before = storedFiles(uploadDir);
    const big = Buffer.concat([JPEG, Buffer.alloc(MAX_DOCUMENT_BYTES)]);
    const response = await upload(test, customer, { method: 'photo_id_upload' }, [
      { fileName: 'huge.jpg', contentType: 'image/jpeg', bytes: big },
    ]);
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({
      documents: [{ code: 'payload_too_large', message: `huge.jpg: ${documentMessages.tooLarge}` }],
    });
    expect(storedFiles(uploadDir)).toEqual(before);
    expect(await ownDocuments(test, customer)).toEqual([]);
    expect(statusOf(await customerRecord(test, customer), 'photo_id_upload')).toBe('not_attempted');
  });

  it('judges the type by the bytes, not the name or the declared type, and stores nothing when one file is wrong', async () => {
    const customer = await signUp(test);
    const before = storedFiles(uploadDir);
    const response = await upload(test, customer, { method: 'photo_id_upload' }, [
      { fileName: 'passport.jpg', contentType: 'image/jpeg', bytes: JPEG },
      { fileName: 'photo.jpg', contentType: 'image/jpeg', bytes: Buffer.from('<html>not a photo</html>') },
    ]);
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({
      documents: [{ code: 'invalid', message: `photo.jpg: ${documentMessages.wrongType}` }],
    });
    expect(storedFiles(uploadDir)).toEqual(before);
    expect(await ownDocuments(test, customer)).toEqual([]);
  });

  it('accepts a real PDF whatever it is called', async () => {
    const customer = await signUp(test);
    const response = await upload(test, customer, { method: 'pdf_form' }, [
      { fileName: 'scan.jpeg', contentType: 'image/jpeg', bytes: PDF },
    ]);
    expect(response.status).toBe(201);
    expect(
      (response.body.result as { documents: Array<{ contentType: string }> }).documents[0]?.contentType,
    ).toBe('application/pdf');
  });

  it('asks for a file and for the kind of document when they are missing', async () => {
    const customer = await signUp(test);
    const noFile = await upload(test, customer, { method: 'photo_id_upload' }, []);
    expect(noFile.status).toBe(400);
    expect(noFile.body.errors).toEqual({
      documents: [{ code: 'required', message: documentMessages.missing }],
    });
    const noMethod = await upload(test, customer, {}, [
      { fileName: 'a.png', contentType: 'image/png', bytes: PNG },
    ]);
    expect(noMethod.status).toBe(400);
    expect(noMethod.body.errors).toEqual({
      method: [{ code: 'required', message: documentMessages.method }],
    });
    const json = await callAsCustomer(test, customer, {
      method: 'POST',
      url: '/v2/customer/verification',
      payload: { method: 'photo_id_upload' },
    });
    expect(json.status).toBe(400);
    expect(json.body.errors).toHaveProperty('documents');
  });

  it('refuses more files than one upload takes', async () => {
    const customer = await signUp(test);
    const before = storedFiles(uploadDir);
    const files = Array.from({ length: 5 }, (_, index) => ({
      fileName: `page-${index}.png`,
      contentType: 'image/png',
      bytes: PNG,
    }));
    const response = await upload(test, customer, { method: 'photo_id_upload' }, files);
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({
      documents: [{ code: 'invalid', message: documentMessages.tooMany }],
    });
    expect(storedFiles(uploadDir)).toEqual(before);
  });

  it('needs a signed-in customer', async () => {
    const response = await call(test, {
      method: 'POST',
      url: '/v2/customer/verification',
      payload: { method: 'photo_id_upload' },
    });
    expect(response.status).toBe(401);
    expect((await call(test, { method: 'GET', url: '/v2/customer/verification' })).status).toBe(401);
  });
});

describe('documents are private to their owner', () => {
  it('lets the owner download theirs and no one else see or fetch them', async () => {
    const owner = await signUp(test);
    const other = await signUp(test);
    const response = await upload(test, owner, { method: 'photo_id_upload' }, [
      { fileName: 'mine.jpg', contentType: 'image/jpeg', bytes: JPEG },
    ]);
    const [document] = (response.body.result as { documents: Array<{ id: string }> }).documents;
    const url = `/v2/customer/verification/documents/${document?.id}`;

    const own = await test.app.inject({
      method: 'GET',
      url,
      headers: customerHeaders(owner, test.clock.now()),
    });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/jpeg');
    expect(own.headers['content-disposition']).toMatch(/^attachment;/);
    expect(own.rawPayload.equals(JPEG)).toBe(true);

    expect((await callAsCustomer(test, other, { method: 'GET', url })).status).toBe(404);
    expect(await ownDocuments(test, other)).toEqual([]);
    expect((await call(test, { method: 'GET', url })).status).toBe(401);
  });
});

describe('file names', () => {
  it('lists and serves a document under the extension of its real type, not the name it came with', async () => {
    const customer = await signUp(test);
    const response = await upload(test, customer, { method: 'photo_id_upload' }, [
      { fileName: 'x.html', contentType: 'text/html', bytes: PNG },
      { fileName: 'form.html', contentType: 'text/html', bytes: PDF },
    ]);
    expect(response.status).toBe(201);
    expect(storedFiles(uploadDir).some((name) => name.endsWith('.html'))).toBe(false);
    const documents = await ownDocuments(test, customer);
    expect(documents.map((document) => document.fileName).sort()).toEqual(['form.pdf', 'x.png']);

    const png = documents.find((document) => document.fileName === 'x.png');
    const own = await test.app.inject({
      method: 'GET',
      url: `/v2/customer/verification/documents/${png?.id}`,
      headers: customerHeaders(customer, test.clock.now()),
    });
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.headers['content-disposition']).toBe(`attachment; filename="x.png"; filename*=UTF-8''x.png`);
    const review = (await reviews(test)).find((item) => item.customerId === customer.customerId);
    expect(review?.documents.map((document) => document.fileName).sort()).toEqual(['form.pdf', 'x.png']);
    const forOperator = await asOperator(test, {
      method: 'GET',
      url: `/ops/verification/documents/${png?.id}`,
    });
    expect(forOperator.headers['content-disposition']).toMatch(/filename="x[.]png"/);
  });

  it('serves a document saved with the customer’s own extension under its real type’s', async () => {
    const customer = await signUp(test);
    const response = await upload(test, customer, { method: 'photo_id_upload' }, [
      { fileName: 'old.png', contentType: 'image/png', bytes: PNG },
    ]);
    const [document] = (response.body.result as { documents: Array<{ id: string }> }).documents;
    // As rows were saved before names took the sniffed type's extension.
    await test.database.db
      .update(verificationDocuments)
      .set({ fileName: 'old.html' })
      .where(eq(verificationDocuments.id, document?.id ?? ''));
    expect((await ownDocuments(test, customer)).map((row) => row.fileName)).toEqual(['old.png']);
    const own = await test.app.inject({
      method: 'GET',
      url: `/v2/customer/verification/documents/${document?.id}`,
      headers: customerHeaders(customer, test.clock.now()),
    });
    expect(own.headers['content-disposition']).toMatch(/filename="old[.]png"/);
  });
});

describe('GET /v2/customer/verification/pdf-form', () => {
  it('serves the blank form as a real PDF download', async () => {
    const response = await call(test, { method: 'GET', url: '/v2/customer/verification/pdf-form' });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.raw.startsWith('%PDF-1.4')).toBe(true);
    expect(response.raw.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(response.raw).toContain('Fairdraw identity verification form');
  });
});

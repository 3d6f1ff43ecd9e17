// The operator's review of uploaded identity documents (/ops/verification, decision 0020): only the
// operator token, the list of what waits, the file, approving and rejecting with a reason.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestApp } from './support';
import {
  asOperator,
  createVerificationTestApp,
  customerRecord,
  JPEG,
  ownDocuments,
  PDF,
  reviews,
  statusOf,
  upload,
} from './verification-support';

let test: TestApp;
beforeAll(async () => {
  ({ test } = await createVerificationTestApp());
});
afterAll(async () => {
  await test.close();
});

describe('operator review (/ops/verification)', () => {
  it('answers only the operator token, never a customer session', async () => {
    const customer = await signUp(test);
    expect((await test.app.inject({ method: 'GET', url: '/ops/verification/reviews' })).statusCode).toBe(401);
    const asCustomer = await test.app.inject({
      method: 'GET',
      url: '/ops/verification/reviews',
      headers: { authorization: `Bearer ${customer.accessToken}` },
    });
    expect(asCustomer.statusCode).toBe(401);
  });

  it('lists what waits, serves the file (now in review), and approving verifies the customer', async () => {
    const customer = await signUp(test, { firstname: 'Grace', lastname: 'Hopper' });
    await upload(test, customer, { method: 'pdf_form' }, [
      { fileName: 'form.pdf', contentType: 'application/pdf', bytes: PDF },
    ]);
    const item = (await reviews(test)).find((review) => review.customerId === customer.customerId);
    expect(item).toMatchObject({
      customerName: 'Grace Hopper',
      method: 'pdf_form',
      outcome: 'awaiting_review',
    });
    const documentId = item?.documents[0]?.id ?? '';

    const file = await asOperator(test, { method: 'GET', url: `/ops/verification/documents/${documentId}` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(PDF)).toBe(true);
    const reviewing = await customerRecord(test, customer);
    expect(statusOf(reviewing, 'pdf_form')).toBe('in_progress');
    expect(reviewing.verification.pending).toBe(false);

    const approved = await asOperator(test, {
      method: 'POST',
      url: `/ops/verification/attempts/${item?.attemptId}/approve`,
      payload: { reviewed_by: 'sam' },
    });
    expect(approved.statusCode).toBe(200);
    const record = await customerRecord(test, customer);
    expect(record.isVerified).toBe(true);
    expect(statusOf(record, 'pdf_form')).toBe('attempted');
    expect(record.verification.deadline).toBeNull();
    expect((await reviews(test)).some((review) => review.customerId === customer.customerId)).toBe(false);
    expect((await ownDocuments(test, customer))[0]).toMatchObject({ outcome: 'approved' });

    const twice = await asOperator(test, {
      method: 'POST',
      url: `/ops/verification/attempts/${item?.attemptId}/approve`,
    });
    expect(twice.statusCode).toBe(409);
  });

  it('rejects with a reason the customer sees, and the customer can upload again', async () => {
    const customer = await signUp(test);
    await upload(test, customer, { method: 'photo_id_upload' }, [
      { fileName: 'blurry.jpg', contentType: 'image/jpeg', bytes: JPEG },
    ]);
    const item = (await reviews(test)).find((review) => review.customerId === customer.customerId);

    const noReason = await asOperator(test, {
      method: 'POST',
      url: `/ops/verification/attempts/${item?.attemptId}/reject`,
      payload: {},
    });
    expect(noReason.statusCode).toBe(400);

    const rejected = await asOperator(test, {
      method: 'POST',
      url: `/ops/verification/attempts/${item?.attemptId}/reject`,
      payload: { reason: 'The photo is too blurry to read.' },
    });
    expect(rejected.statusCode).toBe(200);
    const record = await customerRecord(test, customer);
    expect(record.isVerified).toBe(false);
    expect(statusOf(record, 'photo_id_upload')).toBe('attempted');
    expect((await ownDocuments(test, customer))[0]).toMatchObject({
      outcome: 'rejected',
      reason: 'The photo is too blurry to read.',
    });

    const again = await upload(test, customer, { method: 'photo_id_upload' }, [
      { fileName: 'sharp.jpg', contentType: 'image/jpeg', bytes: JPEG },
    ]);
    expect(again.status).toBe(201);
  });

  it('answers 404 for an unknown attempt or document', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(
      (await asOperator(test, { method: 'POST', url: `/ops/verification/attempts/${unknown}/approve` }))
        .statusCode,
    ).toBe(404);
    expect(
      (await asOperator(test, { method: 'GET', url: `/ops/verification/documents/${unknown}` })).statusCode,
    ).toBe(404);
    expect(
      (await asOperator(test, { method: 'GET', url: '/ops/verification/documents/not-an-id' })).statusCode,
    ).toBe(400);
  });
});

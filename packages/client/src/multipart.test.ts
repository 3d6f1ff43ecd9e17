import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { envelope, startTestServer } from './test-server';
import type { TestServer } from './test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

describe('multipart uploads', () => {
  it('sends the form data signed, with the boundary fetch chose, fields and files untouched', async () => {
    server.route('POST', '/v2/customer/verification', () => ({ json: envelope({ documents: [] }) }));
    const form = new FormData();
    form.append('method', 'photo_id_upload');
    form.append(
      'documents',
      new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' }),
      'front.jpg',
    );
    await server.client().request({ method: 'POST', path: '/customer/verification', multipart: form });

    const [seen] = server.hits('/v2/customer/verification');
    expect(seen?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen?.headers['x-signature']).toBeTruthy();
    expect(seen?.body).toContain('name="method"');
    expect(seen?.body).toContain('photo_id_upload');
    expect(seen?.body).toContain('filename="front.jpg"');
  });
});

// The built web app's files as a phone receives them: hashed assets in the smallest encoding the browser
// accepts, made once at build time (the .br and .gz beside each file), cached for a year, and plain for a
// client that asks for no encoding.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, makeWebDist, type TestApp } from './support';

const SCRIPT = `export const words = ${JSON.stringify('Pick your numbers. '.repeat(400))};\n`;

let test: TestApp;
beforeAll(async () => {
  const dist = makeWebDist();
  mkdirSync(path.join(dist, 'assets'));
  const file = path.join(dist, 'assets', 'index-AbC123.js');
  writeFileSync(file, SCRIPT);
  writeFileSync(`${file}.br`, brotliCompressSync(SCRIPT));
  writeFileSync(`${file}.gz`, gzipSync(SCRIPT));
  test = await createTestApp({ envVars: { WEB_DIST_DIR: dist } });
});
afterAll(async () => {
  await test?.close();
});

const asset = (acceptEncoding?: string) =>
  test.app.inject({
    url: '/assets/index-AbC123.js',
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });

describe('the web app’s files', () => {
  it('sends brotli to a browser that accepts it, made at build time, cached for a year', async () => {
    const response = await asset('gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.length).toBeLessThan(SCRIPT.length / 10);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends gzip where brotli is not accepted, and the plain file where nothing is', async () => {
    const gzipped = await asset('gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(SCRIPT);

    const plain = await asset();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });
});

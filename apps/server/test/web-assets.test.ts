// The built web app's files as a phone receives them: hashed assets in the smallest encoding the browser
// accepts, made once at build time (the .br and .gz beside each file), cached for a year, and plain for a
// client that asks for no encoding.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, makeWebDist, type TestApp } from './support';

const SCRIPT = `export const words = ${JSON.stringify('Pick your numbers. '.repeat(400))};\n`;
const PICTURE = Buffer.from([0, 0, 0, 28, 102, 116, 121, 112, 97, 118, 105, 102]);

let test: TestApp;
beforeAll(async () => {
  const dist = makeWebDist();
  mkdirSync(path.join(dist, 'assets'));
  const file = path.join(dist, 'assets', 'index-AbC123.js');
  writeFileSync(file, SCRIPT);
  writeFileSync(`${file}.br`, brotliCompressSync(SCRIPT));
  writeFileSync(`${file}.gz`, gzipSync(SCRIPT));
  mkdirSync(path.join(dist, 'images', 'raffles'), { recursive: true });
  writeFileSync(path.join(dist, 'images', 'raffles', 'prize-home-800.avif'), PICTURE);
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
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

  it('keeps the shipped pictures for a year too, since a redrawn picture gets a new name', async () => {
    const picture = await test.app.inject({ url: '/images/raffles/prize-home-800.avif' });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/avif');
    expect(picture.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(picture.rawPayload).toEqual(PICTURE);
  });

  it('has other files checked again before each use: their names stay when they change', async () => {
    const icon = await test.app.inject({ url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).not.toContain('immutable');
  });
});

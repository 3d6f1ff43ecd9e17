import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { Reply } from './envelope';
import { finishAnswer, holdsEtag } from './wire-cache';

describe('a finished answer', () => {
  it('is the snake_case envelope, the same in every encoding, with an ETag of its bytes', async () => {
    const bytes = await finishAnswer(
      new Reply({ drawNo: 12 }, { pageInfo: { limit: 1, offset: 0, total: 3 } }),
    );
    const envelope = {
      result: { draw_no: 12 },
      page_info: { limit: 1, offset: 0, total: 3 },
      links: null,
      messages: [],
    };
    expect(JSON.parse(bytes.json.toString())).toEqual(envelope);
    expect(JSON.parse(brotliDecompressSync(bytes.br).toString())).toEqual(envelope);
    expect(JSON.parse(gunzipSync(bytes.gzip).toString())).toEqual(envelope);
    expect(
      (await finishAnswer(new Reply({ drawNo: 12 }, { pageInfo: { limit: 1, offset: 0, total: 3 } }))).etag,
    ).toBe(bytes.etag);
    expect((await finishAnswer({ drawNo: 13 })).etag).not.toBe(bytes.etag);
  });
});

describe('If-None-Match', () => {
  it('holds the ETag when it names it, weakly or among others, or is *', () => {
    expect(holdsEtag('"abc"', '"abc"')).toBe(true);
    expect(holdsEtag('W/"abc"', '"abc"')).toBe(true);
    expect(holdsEtag('"old", "abc"', '"abc"')).toBe(true);
    expect(holdsEtag('*', '"abc"')).toBe(true);
    expect(holdsEtag('"abcd"', '"abc"')).toBe(false);
    expect(holdsEtag('abc', '"abc"')).toBe(false);
    expect(holdsEtag(undefined, '"abc"')).toBe(false);
  });
});

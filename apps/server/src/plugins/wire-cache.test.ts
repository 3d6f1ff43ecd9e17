import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createMemoryCache } from '../lib/cache';
import { Reply } from './envelope';
import { createWireCache, finishAnswer, holdsEtag, type WireBytes } from './wire-cache';

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

describe('a cached read past its time', () => {
  /** A read that says its answers stay true until `trueUntil` (none: never past their lifetime). */
  function setUp({ trueUntil = Number.POSITIVE_INFINITY }: { trueUntil?: number | null } = {}) {
    let time = 0;
    const now = () => time;
    const cache = createMemoryCache(now);
    const wire = createWireCache(cache, now, (work) => void setTimeout(work, 0));
    let version = 0;
    let held: Promise<void> | null = null;
    let failing = false;
    const read = {
      key: 'offers:web',
      ttlMs: 15_000,
      load: async () => {
        version += 1;
        const loaded = version;
        if (held) await held;
        if (failing) throw new Error('database away');
        return { version: loaded };
      },
      ...(trueUntil === null ? {} : { staleUntil: () => trueUntil }),
    };
    const versionOf = async (bytes: Promise<WireBytes>) =>
      (JSON.parse((await bytes).json.toString()) as { result: { version: number } }).result.version;
    return {
      cache,
      loads: () => version,
      readVersion: () => versionOf(wire.bytes(read)),
      advance: (ms: number) => void (time += ms),
      hold: () => {
        let release = () => {};
        held = new Promise<void>((resolve) => (release = resolve));
        return () => {
          held = null;
          release();
        };
      },
      fail: (yes: boolean) => void (failing = yes),
    };
  }

  /** Lets a renewal started beside an answer finish. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

  it('is sent as it is while the next answer is built, which later requests then get', async () => {
    const { readVersion, advance, hold, loads } = setUp();
    expect(await readVersion()).toBe(1);
    advance(16_000);
    const release = hold();
    // The database is slow now: the request is answered with the old bytes all the same.
    expect(await readVersion()).toBe(1);
    expect(await readVersion()).toBe(1);
    // Renewed once, after the answers that found it old.
    expect(loads()).toBe(1);
    await settle();
    expect(loads()).toBe(2);
    release();
    await settle();
    expect(await readVersion()).toBe(2);
    expect(loads()).toBe(2);
  });

  it('is not sent once what it says stops being true', async () => {
    const { readVersion, advance } = setUp({ trueUntil: 20_000 });
    await readVersion();
    advance(16_000);
    expect(await readVersion()).toBe(1);
    advance(4_000);
    expect(await readVersion()).toBe(2);
  });

  it('is not sent when the read does not say until when it is true', async () => {
    const { readVersion, advance, hold, loads } = setUp({ trueUntil: null });
    await readVersion();
    advance(16_000);
    const release = hold();
    const answer = readVersion();
    release();
    expect(await answer).toBe(2);
    expect(loads()).toBe(2);
  });

  it('is not sent once it is past its time by its lifetime again', async () => {
    const { readVersion, advance } = setUp();
    await readVersion();
    advance(31_000);
    expect(await readVersion()).toBe(2);
  });

  it('is never sent after its data changed', async () => {
    const { cache, readVersion, advance, hold } = setUp();
    await readVersion();
    advance(16_000);
    await cache.deletePrefix('offers:');
    const release = hold();
    const answer = readVersion();
    release();
    expect(await answer).toBe(2);
  });

  it('is not renewed once its data changed before the renewal began', async () => {
    const { cache, readVersion, advance, loads } = setUp();
    await readVersion();
    advance(16_000);
    expect(await readVersion()).toBe(1);
    await cache.deletePrefix('offers:');
    await settle();
    // The renewal found the bytes dropped and read nothing; the next request reads the new data itself.
    expect(loads()).toBe(1);
    expect(await readVersion()).toBe(2);
  });

  it('stays when the next answer cannot be built, and the next request tries again', async () => {
    const { readVersion, advance, fail, loads } = setUp();
    await readVersion();
    advance(16_000);
    fail(true);
    expect(await readVersion()).toBe(1);
    await settle();
    fail(false);
    expect(await readVersion()).toBe(1);
    await settle();
    expect(await readVersion()).toBe(3);
    expect(loads()).toBe(3);
  });
});

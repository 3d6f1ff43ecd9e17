// Cached reads leave as finished bytes (decision 0054): the same JSON in brotli, gzip or plain as the
// request accepts, one ETag for all of them, 304 for a client that holds it; and a removal announced by
// one process drops every process's bytes (through Redis when it is configured).
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq, productOffers, seedDemoContent } from '@fairdraw/db';
import { createMemoryCache, createRedisCache } from '../src/lib/cache';
import { createRedisClient, waitForRedis } from '../src/lib/redis';
import { signedHeaders } from './support';
import { useShopApp } from './cart-support';

const shop = useShopApp();
const OFFERS = '/v2/pricing/web/product_offers?num_draws=2';

const get = (url: string, headers: Record<string, string> = {}) =>
  shop.test.app.inject({ method: 'GET', url, headers: { ...signedHeaders(), ...headers } });

describe('a cached read', () => {
  it('sends the same answer in brotli, gzip or plain, with one ETag, and 304 to a client holding it', async () => {
    const plain = await get(OFFERS);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.headers.vary).toContain('Accept-Encoding');
    expect(plain.headers['cache-control']).toBe('private, max-age=60');
    const etag = plain.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{32}"$/);
    const offers = plain.json<{ result: { offers: unknown[] } }>();
    expect(offers.result.offers.length).toBeGreaterThan(5);

    const br = await get(OFFERS, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.etag).toBe(etag);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(offers);
    // The compressed answer is a small part of the plain one.
    expect(br.rawPayload.length * 5).toBeLessThan(plain.rawPayload.length);

    const gz = await get(OFFERS, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(offers);

    const held = await get(OFFERS, { 'if-none-match': etag, 'accept-encoding': 'br' });
    expect(held.statusCode).toBe(304);
    expect(held.rawPayload.length).toBe(0);
    expect(held.headers.etag).toBe(etag);
    expect(held.headers['cache-control']).toBe('private, max-age=60');
    // An old ETag gets the answer.
    expect((await get(OFFERS, { 'if-none-match': '"old"' })).statusCode).toBe(200);
  });

  it('changes its ETag when its data changes, so a client holding the old answer gets the new one', async () => {
    const { db } = shop.test.database;
    const etag = (await get(OFFERS)).headers.etag as string;
    expect(etag).toBeDefined();
    await db.update(productOffers).set({ name: 'Powerball Plus' }).where(eq(productOffers.key, 'powerball'));
    try {
      // Until the value expires or is removed, the same answer stands.
      expect((await get(OFFERS, { 'if-none-match': etag })).statusCode).toBe(304);
      await shop.test.cache.deletePrefix('offers:');
      const changed = await get(OFFERS, { 'if-none-match': etag });
      expect(changed.statusCode).toBe(200);
      expect(changed.headers.etag).not.toBe(etag);
      expect(changed.body).toContain('"name":"Powerball Plus"');
    } finally {
      await db.update(productOffers).set({ name: 'Powerball' }).where(eq(productOffers.key, 'powerball'));
      await shop.test.cache.deletePrefix('offers:');
    }
  });

  it('answers a client mistake in the error envelope, not from the cache', async () => {
    const bad = await get('/v2/pricing/web/product_offers?num_draws=abc', { 'accept-encoding': 'br' });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers.etag).toBeUndefined();
    expect(bad.headers['cache-control']).toBe('no-store');
  });
});

describe('product offers past their lifetime', () => {
  interface WireOffers {
    result: { offers: Array<{ key: string; name: string; draws: Array<{ draw_no: number; stop: string }> }> };
  }
  const getAtShopTime = (url: string) =>
    shop.test.app.inject({ method: 'GET', url, headers: signedHeaders({ now: shop.test.clock.now() }) });
  const offersNow = async () => (await getAtShopTime(OFFERS)).json<WireOffers>().result.offers;
  /**
   * The shared value of OFFERS expired, as the shop's clock moving on would have it. Redis keeps time by
   * its own clock, not the test's; unlike a removal, this tells no process to drop its bytes.
   */
  async function expireSharedValue() {
    await shop.test.cache.set('offers:web:*:2', null, -1);
    // Redis expires it a millisecond on, by its own clock.
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  /** The offers once the renewal started beside an answer (a second after it) has landed. */
  async function offersOnceRenamed(key: string) {
    const deadline = Date.now() + 5_000;
    for (;;) {
      const offers = await offersNow();
      if (offers.find((offer) => offer.key === key)?.name === 'Renamed' || Date.now() > deadline)
        return offers;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  it('are sent as they are while the next are read, but never once a listed draw has stopped selling', async () => {
    const { clock, database, cache } = shop.test;
    const started = clock.now();
    // The first sales close among the listed draws, and the draw that closes then.
    const listed = await offersNow();
    const closes = listed.flatMap((offer) => offer.draws.map((draw) => ({ offer: offer.key, ...draw })));
    const first = closes.reduce((a, b) => (Date.parse(a.stop) <= Date.parse(b.stop) ? a : b));
    const close = Date.parse(first.stop);
    const renamed = listed.find((offer) => offer.key !== first.offer)!;
    try {
      clock.set(new Date(close - 20_000));
      await cache.deletePrefix('offers:');
      const fresh = await getAtShopTime(OFFERS);
      // The data changes without the cache being told (a write elsewhere): only time renews the answer.
      await database.db
        .update(productOffers)
        .set({ name: 'Renamed' })
        .where(eq(productOffers.key, renamed.key));
      clock.advance(16_000);
      await expireSharedValue();
      // Past its lifetime, before the close: the old answer at once, and the next one read beside it.
      const aged = await getAtShopTime(OFFERS);
      expect(aged.headers.etag).toBe(fresh.headers.etag);
      const renewed = await offersOnceRenamed(renamed.key);
      expect(renewed.find((offer) => offer.key === renamed.key)?.name).toBe('Renamed');
      // Past the renewed answer's lifetime and past the close: the closed draw is not offered, although
      // the answer is younger than twice its lifetime.
      clock.advance(20_000);
      await expireSharedValue();
      const afterClose = await offersNow();
      const offer = afterClose.find((item) => item.key === first.offer);
      expect(offer?.draws.map((draw) => draw.draw_no) ?? []).not.toContain(first.draw_no);
    } finally {
      await database.db
        .update(productOffers)
        .set({ name: renamed.name })
        .where(eq(productOffers.key, renamed.key));
      clock.set(started);
      await cache.deletePrefix('offers:');
    }
  });
});

describe('removing cached values', () => {
  it('tells every process sharing the cache, so none keeps bytes of a removed value', async () => {
    if (!process.env.REDIS_URL) {
      // One process: its own memory cache tells it directly.
      const cache = createMemoryCache();
      const told: string[] = [];
      cache.onDrop((prefix) => told.push(prefix));
      await cache.deletePrefix('cms:');
      expect(told).toEqual(['cms:']);
      return;
    }
    const namespace = `fairdraw-drops:${randomUUID()}:`;
    const [one, two] = [createRedisClient(process.env.REDIS_URL), createRedisClient(process.env.REDIS_URL)];
    const [first, second] = [createRedisCache(one, namespace), createRedisCache(two, namespace)];
    try {
      await Promise.all([one.connect(), two.connect()]);
      expect(await waitForRedis(one, 5_000)).toBe(true);
      const told: string[] = [];
      second.onDrop((prefix) => told.push(prefix));
      // The subscriber connects on its own: wait until a removal gets through.
      const deadline = Date.now() + 5_000;
      while (!told.includes('cms:') && Date.now() < deadline) {
        await first.deletePrefix('cms:');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(told).toContain('cms:');
    } finally {
      await first.close();
      await second.close();
    }
  });
});

describe('a page of the shop', () => {
  it('leaves out what the shop does not have, and the app asks for it', async () => {
    // No content published yet in this shop: the theme is a 404, so the page does not carry one.
    expect((await get('/cms/theme')).statusCode).toBe(404);
    const page = await shop.test.app.inject({ method: 'GET', url: '/' });
    const payload = JSON.parse(
      /<script id="fairdraw-start-up" type="application\/json">(.*?)<\/script>/s.exec(page.body)![1]!,
    ) as Record<string, unknown>;
    expect(payload).not.toHaveProperty('theme');
    expect(payload).toHaveProperty('config');
  });

  it('carries the start-up answers, the same as their calls give, so it renders without waiting', async () => {
    // The demo shop's published theme, navigation and components.
    await seedDemoContent(shop.test.database.db, shop.test.clock.now());
    await shop.test.cache.deletePrefix('cms:');
    const page = await shop.test.app.inject({ method: 'GET', url: '/lotto-tickets' });
    expect(page.statusCode).toBe(200);
    const script = /<script id="fairdraw-start-up" type="application\/json">(.*?)<\/script>/s.exec(page.body);
    expect(script).not.toBeNull();
    // Nothing in it can end the script early.
    expect(script![1]).not.toContain('<');
    const payload = JSON.parse(script![1]!) as Record<string, { answer?: unknown; [key: string]: unknown }>;
    const answer = async (url: string) => (await get(url)).json<unknown>();
    expect(payload.config).toEqual(await answer('/v2/config'));
    expect(payload.capabilities).toEqual({
      segment_name: 'visitor',
      answer: await answer('/v2/capabilities?segment_name=visitor'),
    });
    expect(payload.product_offers).toEqual({
      pricing_name: 'web',
      answer: await answer('/v2/pricing/web/product_offers'),
    });
    expect(payload.branding).toEqual(await answer('/v2/branding'));
    for (const part of ['theme', 'navigation', 'components']) {
      const call = await get(`/cms/${part}`);
      expect(call.statusCode).toBe(200);
      expect(payload[part]).toEqual(call.json());
    }
    // The words every page draws with: its hero's and its footer's, in the shop's locale.
    expect(payload.translations).toEqual({
      locale: 'en-AU',
      categories: [
        { category: 'home', answer: await answer('/translation/en-AU/items?c[]=home') },
        { category: 'footer', answer: await answer('/translation/en-AU/items?c[]=footer') },
      ],
    });
    expect(payload.discovery).toEqual(
      (await shop.test.app.inject({ method: 'GET', url: '/discover', headers: signedHeaders() })).json(),
    );
  });
});

// The reads every page makes at start-up: discovery, config, capabilities, branding, product offers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  brandingResultSchema,
  capabilitiesResultSchema,
  configResultSchema,
  discoveryResultSchema,
  productOffersResultSchema,
  serviceNames,
} from '@fairdraw/contracts';
import { eq, segments } from '@fairdraw/db';
import { call, createTestApp, type TestApp } from './support';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(async () => {
  await test.close();
});

describe('discovery', () => {
  it('lists every service once with its version and base URL', async () => {
    const response = await call(test, { url: '/discover' });
    expect(response.status).toBe(200);
    const { services } = discoveryResultSchema.parse(response.body.result);
    expect(services.map((entry) => entry.service).sort()).toEqual([...serviceNames].sort());
    expect(services.find((entry) => entry.service === 'main')).toEqual({
      service: 'main',
      version: '2',
      baseUrl: '/v2',
    });
  });
});

describe('config', () => {
  it('carries the shop constants and the visitor defaults', async () => {
    const response = await call(test, { url: '/v2/config' });
    const config = configResultSchema.parse(response.body.result);
    expect(config).toMatchObject({
      siteLocale: 'en-AU',
      baseCurrency: 'AUD',
      timeZone: 'Australia/Sydney',
      minRegistrationAge: 18,
      sessionTimeout: 3600,
      defaultSegment: 'visitor',
      defaultPricingId: 'web',
    });
    expect(config.customerAddressConfig).toEqual({
      address: 'required',
      addressLine2: 'never',
      country: 'required',
      postcode: 'required',
      state: 'required',
      suburb: 'required',
    });
    expect(config.signup).toEqual({
      termsCheckbox: true,
      emailOptInCheckbox: true,
      emailOptInDefault: false,
    });
    expect(response.headers['cache-control']).toBe('private, max-age=60');
  });
});

describe('capabilities', () => {
  it('gives the visitor segment by default and for an unknown name', async () => {
    for (const url of ['/v2/capabilities', '/v2/capabilities?segment_name=nobody']) {
      const result = capabilitiesResultSchema.parse((await call(test, { url })).body.result);
      expect(result.segmentName).toBe('visitor');
      expect(result.capabilities).toContain('commercial_lotteries');
    }
  });

  it('gives a named segment its own flags', async () => {
    const result = capabilitiesResultSchema.parse(
      (await call(test, { url: '/v2/capabilities?segment_name=customer' })).body.result,
    );
    expect(result.segmentName).toBe('customer');
  });

  it('refuses a segment name with characters a stored value may not hold', async () => {
    const response = await call(test, { url: '/v2/capabilities?segment_name=%3Cscript%3E' });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.errors as object)).toEqual(['segmentName']);
  });

  it('serves from cache until clear_cache asks for fresh data', async () => {
    await call(test, { url: '/v2/capabilities?segment_name=visitor' });
    await test.database.db
      .update(segments)
      .set({ capabilities: ['commercial_lotteries'] })
      .where(eq(segments.name, 'visitor'));

    const cachedAnswer = capabilitiesResultSchema.parse(
      (await call(test, { url: '/v2/capabilities?segment_name=visitor' })).body.result,
    );
    expect(cachedAnswer.capabilities.length).toBeGreaterThan(1);

    const fresh = capabilitiesResultSchema.parse(
      (await call(test, { url: '/v2/capabilities?segment_name=visitor&clear_cache=1' })).body.result,
    );
    expect(fresh.capabilities).toEqual(['commercial_lotteries']);
    // The refreshed value replaced the cached one.
    const after = capabilitiesResultSchema.parse(
      (await call(test, { url: '/v2/capabilities?segment_name=visitor' })).body.result,
    );
    expect(after.capabilities).toEqual(['commercial_lotteries']);
  });
});

describe('branding', () => {
  it('brands every lottery with readable colours and day-long caching', async () => {
    const response = await call(test, { url: '/v2/branding' });
    const { products } = brandingResultSchema.parse(response.body.result);
    expect(products.map((product) => product.id)).toContain('powerball');
    expect(response.headers['cache-control']).toBe('private, max-age=86400');
  });
});

describe('product offers', () => {
  it('sells the real Australian games with open future draws, nearest first', async () => {
    const response = await call(test, {
      url: '/v2/pricing/web/product_offers',
      headers: { 'x-api-version': '3.9' },
    });
    expect(response.status).toBe(200);
    const { offers, ranking } = productOffersResultSchema.parse(response.body.result);
    expect(ranking.length).toBe(offers.length);

    const powerball = offers.find((offer) => offer.key === 'powerball');
    const sets = powerball?.gameTypes.find((type) => type.key === 'standard')?.gameOffers[0]?.numberSets;
    expect(sets?.map(({ count, min, max }) => ({ count, min, max }))).toEqual([
      { count: 7, min: 1, max: 35 },
      { count: 1, min: 1, max: 20 },
    ]);
    const draws = powerball?.draws ?? [];
    expect(draws.length).toBeGreaterThan(1);
    expect(draws.map((draw) => draw.drawOffset)).toEqual(draws.map((_, index) => index));
    expect(draws.every((draw) => draw.day === 'thursday')).toBe(true);
    expect(draws.every((draw) => new Date(draw.stop) > test.clock.now())).toBe(true);

    for (const key of [
      'saturday_lotto',
      'oz_lotto',
      'set_for_life2020',
      'monday_wednesday_lotto',
      'lotto_strike',
    ]) {
      expect(offers.map((offer) => offer.key)).toContain(key);
    }
    expect(offers.some((offer) => offer.type === 'raffle_ticket')).toBe(true);
    expect(offers.some((offer) => offer.type === 'syndicate_share')).toBe(true);
  });

  it('filters by display category', async () => {
    const response = await call(test, { url: '/v2/pricing/web/product_offers?category=raffle' });
    const { offers } = productOffersResultSchema.parse(response.body.result);
    expect(offers.length).toBeGreaterThan(0);
    expect(offers.every((offer) => offer.displayCategory === 'raffle')).toBe(true);
  });

  it('refuses an unknown category with a field error', async () => {
    const response = await call(test, { url: '/v2/pricing/web/product_offers?category=bingo' });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ category: [{ code: 'invalid', message: 'Unknown category.' }] });
  });
});

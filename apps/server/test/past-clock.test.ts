// The test clock of browser journeys: only a NODE_ENV=test server runs on an adjustable clock, and only
// there does POST /ops/clock exist. Everywhere else it is a plain 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OffsetClock, processClock, systemClock } from '../src/lib/clock';
import { createTestApp, type TestApp } from './support';

const HOUR = 3_600_000;
let testServer: TestApp;
let ordinary: TestApp;
let clock: OffsetClock;

beforeAll(async () => {
  clock = new OffsetClock();
  [testServer, ordinary] = await Promise.all([createTestApp({ clock }), createTestApp()]);
});
afterAll(async () => {
  await Promise.all([testServer?.close(), ordinary?.close()]);
});

const moveClock = (test: TestApp, payload: unknown, token: string | null = test.env.OPS_TOKEN) =>
  test.app.inject({
    method: 'POST',
    url: '/ops/clock',
    payload: payload as Record<string, unknown>,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

describe('the clock a server process runs on', () => {
  it('is the system clock in production and development, an adjustable one only under test', () => {
    expect(processClock('production')).toBe(systemClock);
    expect(processClock('development')).toBe(systemClock);
    expect(processClock('test')).toBeInstanceOf(OffsetClock);
  });
});

describe('POST /ops/clock', () => {
  it('moves a test server’s clock forward and back', async () => {
    const forward = await moveClock(testServer, { advance_ms: 26 * HOUR });
    expect(forward.statusCode, forward.body).toBe(200);
    const moved = JSON.parse(forward.body).result as { now: string; offset_ms: number };
    expect(moved.offset_ms).toBe(26 * HOUR);
    expect(Math.abs(new Date(moved.now).getTime() - (Date.now() + 26 * HOUR))).toBeLessThan(5_000);
    expect(Math.abs(clock.now().getTime() - (Date.now() + 26 * HOUR))).toBeLessThan(5_000);

    const back = await moveClock(testServer, { advance_ms: -26 * HOUR });
    expect(JSON.parse(back.body).result.offset_ms).toBe(0);
  });

  it('is for operators only and refuses a body that is not a whole number of milliseconds', async () => {
    expect((await moveClock(testServer, { advance_ms: HOUR }, null)).statusCode).toBe(401);
    expect((await moveClock(testServer, { advance_ms: 'soon' })).statusCode).toBe(400);
    expect((await moveClock(testServer, { advance_ms: 1.5 })).statusCode).toBe(400);
    expect((await moveClock(testServer, { advance_ms: HOUR, extra: 1 })).statusCode).toBe(400);
    expect(clock.now().getTime() - Date.now()).toBeLessThan(5_000);
  });

  it('does not exist on a server running on any other clock', async () => {
    const response = await moveClock(ordinary, { advance_ms: HOUR });
    expect(response.statusCode).toBe(404);
  });
});

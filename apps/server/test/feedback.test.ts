// Feedback from the feedback widget (account-area §3 "Feedback event"; decision 0040): POST /event stores
// a feedback event, operators read it at GET /ops/feedback, a bad one is refused with field errors and
// leaves nothing behind, and one address cannot flood the table.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema, toCamelCase } from '@fairdraw/contracts';
import { DEV_OPS_TOKEN } from '../src/env';
import { call, createTestApp, type TestApp } from './support';

const FEEDBACK_PER_HOUR = 3;
let test: TestApp;
beforeAll(async () => {
  test = await createTestApp({ feedbackPerHour: FEEDBACK_PER_HOUR });
});
afterAll(async () => {
  await test.close();
});

/** A feedback event as the web sends it (snake_case on the wire). */
function feedbackBody(overrides: Record<string, unknown> = {}) {
  return {
    category: 'user',
    event_type: 'feedback_event',
    name: 'feedback',
    rating: 1,
    comment: 'Buying a raffle ticket was quick.',
    source: '/charity-tickets',
    variant: 'b',
    client_information: {
      build: 'internal',
      client_name: 'fairdraw-web',
      version: '0.1.0',
      client_environment: { timezone: 'Australia/Sydney', locale: 'en-AU' },
    },
    ...overrides,
  };
}

const postEvent = (payload: Record<string, unknown>, ip = '203.0.113.10') =>
  call(test, { method: 'POST', url: '/v2/event', payload, remoteAddress: ip });

async function opsFeedback(query = '', token: string | null = DEV_OPS_TOKEN) {
  const response = await test.app.inject({
    method: 'GET',
    url: `/ops/feedback${query}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const body = toCamelCase(JSON.parse(response.body)) as {
    result: unknown;
    pageInfo: { limit: number; offset: number; total: number };
  };
  return { status: response.statusCode, body };
}

describe('feedback events', () => {
  it('stores a feedback event and lists it for operators, newest first', async () => {
    const first = await postEvent(feedbackBody({ rating: -1, comment: 'The results page was slow.' }));
    expect(first.status).toBe(202);
    expect(first.body.result).toEqual({ accepted: true });
    test.clock.advance(1000);
    const second = await postEvent(feedbackBody({ email: 'sam@example.com' }));
    expect(second.status).toBe(202);

    const listed = await opsFeedback('?limit=1');
    expect(listed.status).toBe(200);
    expect(listed.body.pageInfo).toEqual({ limit: 1, offset: 0, total: 2 });
    expect(listed.body.result).toEqual([
      expect.objectContaining({
        rating: 1,
        mood: 'satisfied',
        comment: 'Buying a raffle ticket was quick.',
        email: 'sam@example.com',
        source: '/charity-tickets',
        variant: 'b',
        clientInformation: {
          build: 'internal',
          clientName: 'fairdraw-web',
          version: '0.1.0',
          clientEnvironment: { timezone: 'Australia/Sydney', locale: 'en-AU' },
        },
      }),
    ]);
    const next = await opsFeedback('?limit=1&offset=1');
    expect(next.body.result).toEqual([
      expect.objectContaining({ rating: -1, mood: 'not_satisfied', email: null }),
    ]);
  });

  it('refuses a bad feedback event with field errors and stores nothing', async () => {
    const before = (await opsFeedback()).body.pageInfo.total;
    const response = await postEvent(
      feedbackBody({ email: 'not-an-address', rating: 5, comment: 'x'.repeat(2001) }),
    );
    expect(response.status).toBe(400);
    const wire = JSON.parse(response.raw);
    const parsed = errorEnvelopeSchema.parse(toCamelCase(wire));
    expect(parsed.result).toBeNull();
    expect(Object.keys(wire.errors).sort()).toEqual(['comment', 'email', 'rating']);
    expect(wire.errors.email).toEqual([{ code: 'invalid', message: 'Please enter a valid email address.' }]);
    const missing = await postEvent(feedbackBody({ client_information: undefined }));
    expect(missing.status).toBe(400);
    expect(JSON.parse(missing.raw).errors.client_information[0].code).toBe('required');
    expect((await opsFeedback()).body.pageInfo.total).toBe(before);
  });

  it('keeps other events out of the table', async () => {
    const before = (await opsFeedback()).body.pageInfo.total;
    const response = await postEvent({ category: 'analytics', event_type: 'page_view', name: 'home' });
    expect(response.status).toBe(202);
    expect((await opsFeedback()).body.pageInfo.total).toBe(before);
  });

  it('answers 401 to GET /ops/feedback without the operator token or with a wrong one', async () => {
    expect((await opsFeedback('', null)).status).toBe(401);
    expect((await opsFeedback('', 'not-the-token')).status).toBe(401);
  });

  it('takes a few feedback events per address per hour, then 429, and other addresses still get through', async () => {
    const ip = '198.51.100.7';
    for (let sent = 0; sent < FEEDBACK_PER_HOUR; sent += 1)
      expect((await postEvent(feedbackBody(), ip)).status).toBe(202);
    const before = (await opsFeedback()).body.pageInfo.total;
    const flooded = await postEvent(feedbackBody(), ip);
    expect(flooded.status).toBe(429);
    expect(JSON.parse(flooded.raw).error.code).toBe('rate_limited');
    expect((await opsFeedback()).body.pageInfo.total).toBe(before);
    // Analytics events from the same address are not held back by the feedback limit.
    expect(
      (await postEvent({ category: 'analytics', event_type: 'page_view', name: 'home' }, ip)).status,
    ).toBe(202);
    expect((await postEvent(feedbackBody(), '198.51.100.8')).status).toBe(202);
  });
});

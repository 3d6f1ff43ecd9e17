import { describe, expect, it } from 'vitest';
import { fakeApi } from '../test/fake-api';
import { createAnalytics } from './analytics';
import { ALL_GRANTED, createConsentStore, ESSENTIAL_ONLY } from './consent';
import { memoryCookieJar } from './session-store';

const pageError = {
  category: 'system' as const,
  eventType: 'client_error',
  name: 'api_error',
  source: '/results',
  properties: { status: 500 },
};

function setUp() {
  const api = fakeApi({ 'POST /event': () => ({ accepted: true }) });
  const consent = createConsentStore(memoryCookieJar(), null);
  return { api, consent, analytics: createAnalytics({ client: api.client, consent }) };
}

describe('analytics events', () => {
  it('sends nothing before the shop knows whether consent is needed, nor without analytics consent', () => {
    const { api, consent, analytics } = setUp();
    expect(analytics.track(pageError)).toBe(false);
    consent.setRequirement(true);
    expect(analytics.track(pageError)).toBe(false);
    consent.save({ ...ALL_GRANTED, analytics: false });
    expect(analytics.track(pageError)).toBe(false);
    expect(api.calls).toEqual([]);
  });

  it('sends with analytics consent, and where consent is not asked for', () => {
    const { api, consent, analytics } = setUp();
    consent.setRequirement(true);
    consent.save({ ...ESSENTIAL_ONLY, analytics: true });
    expect(analytics.track(pageError)).toBe(true);
    expect(api.callsTo('POST', '/event').map((call) => call.body)).toEqual([pageError]);

    const notAsked = setUp();
    notAsked.consent.setRequirement(false);
    expect(notAsked.analytics.track(pageError)).toBe(true);
    expect(notAsked.api.calls).toHaveLength(1);
  });

  it('stops sending once analytics consent is withdrawn', () => {
    const { api, consent, analytics } = setUp();
    consent.setRequirement(true);
    consent.save(ALL_GRANTED);
    analytics.track(pageError);
    consent.save(ESSENTIAL_ONLY);
    analytics.track(pageError);
    expect(api.calls).toHaveLength(1);
  });
});

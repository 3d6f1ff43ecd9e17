// The shop's layout reads the offers again when a draw stops selling, so no page keeps offering it.
import type { ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  OFFERS_REREAD_AFTER_CLOSE_MS,
  useOffersReadAgainAtSalesClose,
} from '../../lib/api/get-product-offers';
import { createSessionStore, memoryCookieJar } from '../../lib/session-store';
import { fakeApi } from '../../test/fake-api';
import { offersFixture } from '../../test/offer-fixtures';
import { filledQueryClient } from '../../test/render';
import { AppProviders } from '../providers';

// In the fixture Oz Lotto's draw stops selling first, at 8:30 pm AEDT on 3 March.
const OZ_LOTTO_STOP = Date.parse('2026-03-03T08:30:00Z');

afterEach(() => {
  vi.useRealTimers();
});

describe('useOffersReadAgainAtSalesClose', () => {
  it('reads the offers again once a draw stops selling, past the server cache, and not before', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'], now: OZ_LOTTO_STOP - 60_000 });
    const api = fakeApi({ 'GET /pricing/web/product_offers': () => offersFixture });
    const cookies = memoryCookieJar();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <AppProviders
        client={api.client}
        queryClient={filledQueryClient()}
        clearCache={false}
        session={createSessionStore({ cookies })}
        cookies={cookies}
      >
        {children}
      </AppProviders>
    );
    renderHook(() => useOffersReadAgainAtSalesClose(), { wrapper });
    const reads = () => api.callsTo('GET', '/pricing/web/product_offers').length;

    await vi.advanceTimersByTimeAsync(60_000 + OFFERS_REREAD_AFTER_CLOSE_MS - 1);
    expect(reads()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(reads()).toBe(1);
  });
});

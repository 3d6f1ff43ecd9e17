import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loginResultFixture } from '../test/fixtures';
import { filledQueryClient, renderShop } from '../test/render';
import { createSessionStore, memoryCookieJar } from './session-store';
import { ACTIVE_TIMEOUT_MS, HEARTBEAT_INTERVAL_MS, HEARTBEAT_URL, sessionTick } from './session-activity';
import { SESSION_EXPIRED_MESSAGE } from './session-expiry';

const HOUR = 3_600_000;

describe('sessionTick', () => {
  it.each([
    [0, 'heartbeat'],
    [ACTIVE_TIMEOUT_MS - 1, 'heartbeat'],
    [ACTIVE_TIMEOUT_MS, 'quiet'],
    [HOUR - 1, 'quiet'],
    [HOUR, 'expire'],
  ] as const)('idle %i ms of a one-hour session → %s', (idle, tick) => {
    expect(sessionTick(idle, HOUR)).toBe(tick);
  });
});

describe('useSessionActivity', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  function signedIn() {
    const session = createSessionStore({ cookies: memoryCookieJar() });
    session.signIn(loginResultFixture);
    return session;
  }

  it('sends the heartbeat every minute while the customer is active, and stops when they are idle', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchSpy = vi.fn().mockResolvedValue(new Response(''));
    vi.stubGlobal('fetch', fetchSpy);
    renderShop('/lotto-tickets', {}, filledQueryClient(), { session: signedIn() });
    await screen.findByRole('link', { name: 'Skip to main content' });
    await act(() => vi.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL_MS));
    const beats = () => fetchSpy.mock.calls.filter(([url]) => url === HEARTBEAT_URL).length;
    expect(beats()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(ACTIVE_TIMEOUT_MS));
    const afterIdle = beats();
    await act(() => vi.advanceTimersByTimeAsync(5 * HEARTBEAT_INTERVAL_MS));
    expect(beats()).toBe(afterIdle);
    // Activity brings the heartbeat back.
    fireEvent.keyDown(window, { key: 'a' });
    await act(() => vi.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL_MS));
    expect(beats()).toBe(afterIdle + 1);
  });

  it('ends the session after the session timeout with no activity and sends the customer to log in', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('')));
    const session = signedIn();
    renderShop('/lotto-tickets', {}, filledQueryClient(), { session });
    await screen.findByRole('link', { name: 'Skip to main content' });
    // The 60th tick finds an hour without activity (a later advance would also close the toast).
    await act(() => vi.advanceTimersByTimeAsync(HOUR));
    expect(session.getState().customerId).toBeNull();
    expect(await screen.findByText(SESSION_EXPIRED_MESSAGE)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../test/fake-api';
import { SESSION_EXPIRED_MESSAGE, handleSessionExpired, refreshSession } from './session-expiry';
import { createSessionStore, isSignedIn, memoryCookieJar } from './session-store';

const tokens = { customerId: 'cus_1', customerToken: 'tok_1', accessToken: 'a.b.c', refreshToken: 'ref_1' };

function signedInStore() {
  const store = createSessionStore({ cookies: memoryCookieJar() });
  store.signIn(tokens);
  return store;
}

describe('onSessionExpired', () => {
  it('clears the session, says so and sends the visitor to log in and come back', async () => {
    const session = signedInStore();
    const navigate = vi.fn();
    const notify = vi.fn();
    const forgetCustomer = vi.fn();
    handleSessionExpired({
      session,
      currentPath: () => '/my-account?tab=1',
      navigate,
      notify,
      forgetCustomer,
    });
    expect(isSignedIn(session.getState())).toBe(false);
    expect(forgetCustomer).toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Fmy-account%3Ftab%3D1');
    // The notice comes just after the sign-out, which clears the old login state's toasts.
    expect(notify).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(notify).toHaveBeenCalledWith(SESSION_EXPIRED_MESSAGE));
  });

  it('goes to the closure success page from the account-closed page', () => {
    const navigate = vi.fn();
    handleSessionExpired({
      session: signedInStore(),
      currentPath: () => '/close-my-account',
      navigate,
      notify: vi.fn(),
    });
    expect(navigate).toHaveBeenCalledWith('/close-my-account/success');
  });
});

describe('refreshSession', () => {
  it('posts the refresh token as a form without refreshing itself, and stores both new tokens', async () => {
    const session = signedInStore();
    const api = fakeApi({ 'POST /refresh': () => ({ accessToken: 'n.e.w', refreshToken: 'ref_2' }) });
    expect(await refreshSession(api.client, session)).toBe(true);
    const [sent] = api.callsTo('POST', '/refresh');
    expect(sent?.body).toEqual({ refreshToken: 'ref_1' });
    expect(sent?.options).toMatchObject({ form: true, skipRefresh: true });
    expect(session.getState()).toMatchObject({ accessToken: 'n.e.w', refreshToken: 'ref_2' });
  });

  it('relies on the httpOnly cookie after a reload, and gives up when the refresh fails', async () => {
    const session = signedInStore();
    session.updateTokens({ accessToken: 'a.b.c', refreshToken: '' });
    const api = fakeApi({
      'POST /refresh': () => {
        throw new Error('401');
      },
    });
    expect(await refreshSession(api.client, session)).toBe(false);
    const [sent] = api.callsTo('POST', '/refresh');
    expect(sent?.body).toEqual({});
    expect(sent?.options).toMatchObject({ form: true, skipRefresh: true });
  });
});

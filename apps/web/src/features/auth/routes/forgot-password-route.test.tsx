import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@fairdraw/client';
import { validationMessages } from '@fairdraw/domain';
import { cartFixture, fakeApi, type FakeRoute } from '../../../test/fake-api';
import { filledQueryClient, renderShop } from '../../../test/render';

const SAME_ANSWER = /If an account uses that address, we have e-mailed a link/;

function renderAnonymous(path: string, routes: Record<string, FakeRoute> = {}) {
  const api = fakeApi({
    'POST /anon-cart': () => 'tok_new',
    'GET /anon-cart/tok_new': () => cartFixture(),
    ...routes,
  });
  const view = renderShop(path, {}, filledQueryClient(), { client: api.client });
  return { ...view, api };
}

async function ask(user: ReturnType<typeof renderShop>['user'], email: string) {
  if (email) await user.type(await screen.findByLabelText('Email'), email);
  await user.click(await screen.findByRole('button', { name: 'Email me a reset link' }));
}

describe('/forgot-password', () => {
  it('is linked from the login form', async () => {
    const { user, router } = renderAnonymous('/login');
    await user.click(await screen.findByRole('link', { name: 'Forgot your password?' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/forgot-password'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Forgot your password? | Fairdraw'));
  });

  it('checks the address before sending anything, focusing the field', async () => {
    const { user, api } = renderAnonymous('/forgot-password');
    await ask(user, '');
    const field = screen.getByLabelText('Email');
    expect(field).toHaveAccessibleDescription(validationMessages.required);
    expect(field).toHaveFocus();
    await ask(user, 'not-an-address');
    expect(field).toHaveAccessibleDescription(validationMessages.email);
    expect(api.callsTo('POST', '/password/forgot')).toHaveLength(0);
  });

  it('gives the same answer whatever the address, without saying whether it has an account', async () => {
    const answers: string[] = [];
    for (const address of ['demo@fairdraw.test', 'nobody-here@example.com']) {
      const { user, api, unmount } = renderAnonymous('/forgot-password', {
        'POST /password/forgot': () => ({ emailSent: true }),
      });
      await ask(user, `  ${address} `);
      const notice = await screen.findByRole('status', { name: 'Check your email' }, { timeout: 3000 });
      expect(notice).toHaveTextContent(SAME_ANSWER);
      await waitFor(() => expect(notice).toHaveFocus());
      expect(notice).not.toHaveTextContent(address);
      expect(api.callsTo('POST', '/password/forgot')[0]?.body).toEqual({ email: address });
      expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
      answers.push(notice.textContent ?? '');
      unmount();
    }
    expect(answers[0]).toBe(answers[1]);
  });

  it('shows a refusal (too many tries) above the form and keeps the address', async () => {
    const { user } = renderAnonymous('/forgot-password', {
      'POST /password/forgot': () => {
        throw new ApiError({
          status: 429,
          url: '/v2/password/forgot',
          message: 'Too many attempts. Please wait a minute and try again.',
          code: 'rate_limited',
        });
      },
    });
    await ask(user, 'demo@fairdraw.test');
    expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(
      'Too many attempts. Please wait a minute and try again.',
    );
    expect(screen.getByLabelText('Email')).toHaveValue('demo@fairdraw.test');
    expect(screen.queryByText(SAME_ANSWER)).not.toBeInTheDocument();
  });
});

describe('Email me a sign-in link (on /login)', () => {
  it('starts from the typed e-mail and gives the same answer whatever the address', async () => {
    const { user, api } = renderAnonymous('/login', {
      'POST /login-link': () => ({ emailSent: true }),
    });
    await user.type(await screen.findByLabelText('Email'), 'demo@fairdraw.test');
    const open = screen.getByRole('button', { name: 'Email me a sign-in link' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    await user.click(open);
    const field = screen.getByLabelText('Email address for the link');
    expect(field).toHaveValue('demo@fairdraw.test');
    expect(field).toHaveFocus();
    await user.keyboard('{Enter}');
    const notice = await screen.findByRole('status', { name: 'Check your email' }, { timeout: 3000 });
    expect(notice).toHaveTextContent('If an account uses that address, we have e-mailed a sign-in link.');
    expect(api.callsTo('POST', '/login-link')[0]?.body).toEqual({ email: 'demo@fairdraw.test' });
    // The login form is still there for whoever remembers the password after all.
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });

  it('asks for an address when none was typed, and opens by itself from #sign-in-link', async () => {
    const { user, api } = renderAnonymous('/login#sign-in-link');
    const field = await screen.findByLabelText('Email address for the link');
    await user.click(screen.getByRole('button', { name: 'Send sign-in link' }));
    expect(field).toHaveAccessibleDescription(validationMessages.required);
    expect(api.callsTo('POST', '/login-link')).toHaveLength(0);
  });
});

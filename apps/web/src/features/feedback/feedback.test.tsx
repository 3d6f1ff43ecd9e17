import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ApiResponse } from '@fairdraw/client';
import type { ConfigResult } from '@fairdraw/contracts';
import { fakeApi, networkFailure } from '../../test/fake-api';
import { allCapabilities, configFixture } from '../../test/fixtures';
import { renderShop, signedInCustomer } from '../../test/render';

const capabilities = [...allCapabilities, 'feedback' as const];

function deferred() {
  let resolve: (value: { accepted: true }) => void = () => {};
  const promise = new Promise<{ accepted: true }>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

async function openWidget(user: ReturnType<typeof renderShop>['user']) {
  const footer = await screen.findByRole('contentinfo');
  const banner = within(footer).getByRole('region', { name: 'Help us improve Fairdraw' });
  await user.click(within(banner).getByRole('button', { name: 'Add feedback' }));
  return screen.findByRole('dialog', { name: 'What do you think of the Fairdraw website?' });
}

describe('feedback widget', () => {
  it('walks a visitor through mood, comment and thanks, and sends the feedback event', async () => {
    const sending = deferred();
    const api = fakeApi({ 'POST /event': () => sending.promise });
    const { user } = renderShop('/lotto-tickets', { capabilities }, undefined, { client: api.client });

    const mood = await openWidget(user);
    expect(within(mood).getByRole('button', { name: 'Back' })).toBeDisabled();
    expect(
      within(mood)
        .getAllByRole('button', { pressed: false })
        .map((face) => face.textContent),
    ).toEqual(['Unhappy', 'Satisfied']);
    await user.click(within(mood).getByRole('button', { name: 'Unhappy' }));

    const comment = await screen.findByRole('dialog', { name: 'What did we do wrong?' });
    const text = within(comment).getByPlaceholderText('Enter your feedback');
    await user.type(text, 'The results were hard to find.');
    await user.type(within(comment).getByPlaceholderText('Your email address (optional)'), 'sam@example.com');
    const send = within(comment).getByRole('button', { name: 'Send feedback' });
    await user.click(send);

    await waitFor(() => expect(within(comment).getByRole('button', { name: 'Sending…' })).toBeDisabled());
    expect(api.callsTo('POST', '/event')).toHaveLength(1);
    expect(api.callsTo('POST', '/event')[0]?.body).toEqual({
      category: 'user',
      eventType: 'feedback_event',
      name: 'feedback',
      rating: -1,
      comment: 'The results were hard to find.',
      email: 'sam@example.com',
      source: '/lotto-tickets',
      clientInformation: {
        build: 'internal',
        clientName: 'fairdraw-web',
        version: expect.stringMatching(/^\d+\.\d+\.\d+/) as string,
        clientEnvironment: { timezone: expect.any(String) as string, locale: expect.any(String) as string },
      },
    });

    sending.resolve({ accepted: true });
    const thanks = await screen.findByRole('dialog', { name: "We're sorry!" });
    // Only a satisfied visitor is asked to like the shop's social account.
    expect(within(thanks).queryByRole('link', { name: /Like us/ })).not.toBeInTheDocument();
  });

  it('asks a signed-in customer for no e-mail address', async () => {
    const api = fakeApi({ 'POST /event': () => ({ accepted: true }) });
    const { session, queryClient } = signedInCustomer({ capabilities });
    const { user } = renderShop('/', { capabilities }, queryClient, { client: api.client, session });
    await user.click(within(await openWidget(user)).getByRole('button', { name: 'Neutral' }));
    const comment = await screen.findByRole('dialog', { name: 'What can we do better?' });
    expect(within(comment).getByPlaceholderText('Enter your feedback')).toBeInTheDocument();
    expect(within(comment).queryByPlaceholderText('Your email address (optional)')).not.toBeInTheDocument();
    await user.click(within(comment).getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByRole('dialog', { name: 'Neutral is OK' })).toBeInTheDocument();
    expect(api.callsTo('POST', '/event')[0]?.body).toMatchObject({ rating: 0, comment: '' });
    expect(api.callsTo('POST', '/event')[0]?.body).not.toHaveProperty('email');
  });

  it('offers a satisfied visitor the like button only when a social account is configured', async () => {
    const api = fakeApi({ 'POST /event': () => ({ accepted: true }) });
    const first = renderShop('/', { capabilities }, undefined, { client: api.client });
    await first.user.click(within(await openWidget(first.user)).getByRole('button', { name: 'Satisfied' }));
    const comment = await screen.findByRole('dialog', { name: 'What do you like most?' });
    await first.user.click(within(comment).getByRole('button', { name: 'Send feedback' }));
    const thanks = await screen.findByRole('dialog', { name: 'Awesome!' });
    expect(within(thanks).getByRole('link', { name: /Like us on Facebook/ })).toHaveAttribute(
      'href',
      'https://www.facebook.com/fairdraw',
    );
    first.unmount();

    const noSocial: ConfigResult = { ...configFixture, socialAccounts: [] };
    const second = renderShop('/', { capabilities, config: noSocial }, undefined, { client: api.client });
    await second.user.click(within(await openWidget(second.user)).getByRole('button', { name: 'Satisfied' }));
    await second.user.click(screen.getByRole('button', { name: 'Send feedback' }));
    const thanksAgain = await screen.findByRole('dialog', { name: 'Awesome!' });
    expect(within(thanksAgain).queryByRole('link', { name: /Like us/ })).not.toBeInTheDocument();
  });

  it('keeps the text and shows an error when sending fails, refuses a bad e-mail, and goes back', async () => {
    const api = fakeApi({
      'POST /event': () => Promise.reject(networkFailure('/event')) as Promise<ApiResponse<never>>,
    });
    const { user } = renderShop('/', { capabilities }, undefined, { client: api.client });
    await user.click(within(await openWidget(user)).getByRole('button', { name: 'Neutral' }));
    const comment = await screen.findByRole('dialog', { name: 'What can we do better?' });
    await user.type(within(comment).getByPlaceholderText('Enter your feedback'), 'More raffles please');

    await user.type(within(comment).getByPlaceholderText('Your email address (optional)'), 'not-an-address');
    await user.click(within(comment).getByRole('button', { name: 'Send feedback' }));
    expect(within(comment).getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/event')).toHaveLength(0);

    await user.clear(within(comment).getByPlaceholderText('Your email address (optional)'));
    await user.click(within(comment).getByRole('button', { name: 'Send feedback' }));
    expect(await within(comment).findByRole('alert')).toHaveTextContent("We couldn't send your feedback.");
    expect(within(comment).getByPlaceholderText('Enter your feedback')).toHaveValue('More raffles please');
    expect(within(comment).getByRole('button', { name: 'Send feedback' })).toBeEnabled();

    await user.click(within(comment).getByRole('button', { name: 'Back' }));
    expect(
      await screen.findByRole('dialog', { name: 'What do you think of the Fairdraw website?' }),
    ).toBeInTheDocument();
  });

  it('starts again at the first step with empty fields after closing', async () => {
    const api = fakeApi({ 'POST /event': () => ({ accepted: true }) });
    const { user } = renderShop('/', { capabilities }, undefined, { client: api.client });
    await user.click(within(await openWidget(user)).getByRole('button', { name: 'Unhappy' }));
    const comment = await screen.findByRole('dialog', { name: 'What did we do wrong?' });
    await user.type(within(comment).getByPlaceholderText('Enter your feedback'), 'Half-written');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const again = await openWidget(user);
    // The rating is back to neutral and nothing typed is kept.
    expect(within(again).getByRole('button', { name: 'Neutral', pressed: true })).toBeInTheDocument();
    await user.click(within(again).getByRole('button', { name: 'Unhappy' }));
    expect(
      within(await screen.findByRole('dialog', { name: 'What did we do wrong?' })).getByPlaceholderText(
        'Enter your feedback',
      ),
    ).toHaveValue('');
  });

  it('is not offered without the feedback capability', async () => {
    renderShop('/', { capabilities: allCapabilities });
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).queryByRole('button', { name: 'Add feedback' })).not.toBeInTheDocument();
  });
});

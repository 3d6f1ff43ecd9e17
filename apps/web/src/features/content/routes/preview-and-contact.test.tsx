import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@fairdraw/client';
import { renderShop, waitLongerForLazyPages } from '../../../test/render';
import { clientWithGet, getByPath, ok } from '../../../test/fake-api';
import { allCapabilities, customerFixture, loginResultFixture } from '../../../test/fixtures';
import { createSessionStore, memoryCookieJar } from '../../../lib/session-store';

waitLongerForLazyPages();

const draftPost = {
  id: 'post-draft',
  collection: 'blog_posts',
  status: 'draft',
  datePublished: null,
  updatedAt: '2026-11-20T00:00:00.000Z',
  data: {
    slug: 'spring-raffle',
    title: 'Our spring raffle opens',
    summary: 'A new raffle for the surf club.',
    author: 'Fairdraw team',
    categories: ['community'],
    imageId: 'picture',
    imageAlt: 'A picture',
    body: '<p>Tickets go on sale on Monday.</p>',
  },
};

describe('/preview', () => {
  it('shows a draft with the preview token, marked as not yet published', async () => {
    const get = getByPath({ '/items/blog_posts/post-draft': () => Promise.resolve(ok(draftPost)) });
    renderShop('/preview?collection=blog_posts&id=post-draft&token=t0ken', {}, undefined, {
      client: clientWithGet(get),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Our spring raffle opens' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Tickets go on sale on Monday.')).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('Customers cannot see it yet.');
    expect(get).toHaveBeenCalledWith(
      '/items/blog_posts/post-draft',
      expect.objectContaining({ previewToken: 't0ken' }),
      expect.anything(),
    );
  });

  it('says when the link is incomplete, and when the token has expired', async () => {
    renderShop('/preview?collection=pages&id=about');
    expect(await screen.findByText(/This preview link is incomplete/)).toBeInTheDocument();

    const expired = new ApiError({ status: 403, url: '/cms/items/pages/about', message: 'Forbidden' });
    const get = getByPath({ '/items/pages/about': () => Promise.reject(expired) });
    renderShop('/preview?collection=pages&id=about&token=old', {}, undefined, { client: clientWithGet(get) });
    expect(await screen.findByText(/The link may have expired/)).toBeInTheDocument();
  });
});

describe('the support form', () => {
  it("starts with a signed-in customer's name and e-mail, even when the record arrives after the page", async () => {
    const session = createSessionStore({ cookies: memoryCookieJar() });
    session.signIn(loginResultFixture);
    let sendCustomer: () => void = () => {};
    const get = getByPath({
      '/contact': () =>
        Promise.resolve(
          ok({
            title: 'Contact us',
            intro: 'We reply within one business day.',
            seo: { title: 'Contact us', description: 'Contact us.' },
            topics: ['My account', 'Something else'],
          }),
        ),
      '/customer': () =>
        new Promise((resolve) => {
          sendCustomer = () => resolve(ok(customerFixture));
        }),
    });
    renderShop('/about/contact-us', { capabilities: [...allCapabilities, 'support_form'] }, undefined, {
      client: clientWithGet(get),
      session,
    });
    expect(await screen.findByText('Loading the form')).toBeInTheDocument();
    sendCustomer();
    const name = await screen.findByRole('textbox', { name: /Your name/ });
    expect(name).toHaveValue(`${customerFixture.firstname} ${customerFixture.lastname}`);
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveValue(customerFixture.email);
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Message/ })).toHaveValue(''));
  });
});

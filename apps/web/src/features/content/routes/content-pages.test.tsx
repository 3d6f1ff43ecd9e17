import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ContentBlock } from '@fairdraw/contracts';
import { filledQueryClient, renderShop, waitLongerForLazyPages } from '../../../test/render';
import { clientWithGet, getByPath, networkFailure, ok, paged } from '../../../test/fake-api';
import { allCapabilities } from '../../../test/fixtures';

waitLongerForLazyPages();

const ITEMS = '/items/pages';
const POSTS = '/items/blog_posts';
const CATEGORIES = '/items/blog_categories';

function page(path: string, sections: ContentBlock[]) {
  return {
    id: `page-${path}`,
    collection: 'pages',
    status: 'published',
    datePublished: null,
    updatedAt: '2026-11-01T00:00:00.000Z',
    data: {
      path,
      template: 'legal',
      name: 'Privacy',
      seo: { title: 'Privacy policy', description: 'How we look after your information.' },
      subnavigation: [
        { label: 'About us', href: '/about' },
        { label: 'Privacy', href: '/about/privacy' },
      ],
      footer: 'full',
      sections,
    },
  };
}

function post(slug: string, daysAgo: number) {
  return {
    id: `post-${slug}`,
    collection: 'blog_posts',
    status: 'published',
    datePublished: new Date(Date.UTC(2026, 10, 20 - daysAgo)).toISOString(),
    updatedAt: '2026-11-20T00:00:00.000Z',
    data: {
      slug,
      title: `Post ${slug}`,
      summary: 'A summary.',
      author: 'Fairdraw team',
      categories: ['guides'],
      imageId: 'picture',
      imageAlt: 'A picture',
      body: '<p>Body</p>',
    },
  };
}

const guides = {
  id: 'category-guides',
  collection: 'blog_categories',
  status: 'published',
  datePublished: null,
  updatedAt: '2026-11-01T00:00:00.000Z',
  data: { slug: 'guides', name: 'How to play' },
};

function renderAt(path: string, get: ReturnType<typeof getByPath>) {
  const capabilities = [...allCapabilities, 'blog' as const];
  return renderShop(path, { capabilities }, filledQueryClient({ capabilities }), {
    client: clientWithGet(get),
  });
}

describe('content pages', () => {
  it('shows a page of the content service: its heading, sibling pages and cleaned HTML', async () => {
    const get = getByPath({
      [ITEMS]: () =>
        Promise.resolve(
          ok([
            page('about/privacy', [
              { type: 'page_header', title: 'Privacy policy', subtitle: 'Your information, looked after.' },
              { type: 'html_content', html: '<h2>What we collect</h2><p>Only what we need.</p>' },
              { type: 'call_to_action', title: 'Questions?', label: 'Contact us', href: '/about/contact-us' },
            ]),
          ]),
        ),
    });
    renderAt('/about/privacy', get);

    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy policy' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith(
      ITEMS,
      expect.objectContaining({ slug: 'about/privacy', limit: 1 }),
      expect.objectContaining({ service: 'cms' }),
    );
    expect(screen.getByRole('heading', { level: 2, name: 'What we collect' })).toBeInTheDocument();
    const related = screen.getByRole('navigation', { name: 'Privacy: related pages' });
    expect(related).toContainElement(screen.getByRole('link', { name: 'Privacy', current: 'page' }));
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/about/contact-us');
    await waitFor(() => expect(document.title).toBe('Privacy policy | Fairdraw'));
  });

  it('shows the terms and conditions page, which shares its address shape with a game rules page', async () => {
    const get = getByPath({
      [ITEMS]: () =>
        Promise.resolve(
          ok([page('about/terms-and-conditions', [{ type: 'page_header', title: 'Terms and conditions' }])]),
        ),
    });
    renderAt('/about/terms-and-conditions', get);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Terms and conditions' }),
    ).toBeInTheDocument();
  });

  it('shows the 404 page when no page is published at the path', async () => {
    renderAt('/about/nothing-here', getByPath({ [ITEMS]: () => Promise.resolve(ok([])) }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong.' }),
    ).toBeInTheDocument();
  });

  it('offers a retry when the content service cannot answer', async () => {
    renderAt('/about/privacy', getByPath({ [ITEMS]: () => Promise.reject(networkFailure(ITEMS)) }));
    expect(await screen.findByText("We couldn't load this page just now.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows a page an operator published at a path no other page claims', async () => {
    const get = getByPath({
      [ITEMS]: () =>
        Promise.resolve(
          ok([page('winter-raffle-rules', [{ type: 'page_header', title: 'Winter raffle rules' }])]),
        ),
    });
    renderAt('/winter-raffle-rules', get);
    expect(await screen.findByRole('heading', { level: 1, name: 'Winter raffle rules' })).toBeInTheDocument();
  });
});

describe('the blog', () => {
  it("lists a topic's second page of 12, newest first, with the topic marked", async () => {
    const get = getByPath({
      [CATEGORIES]: () => Promise.resolve(ok([guides])),
      [POSTS]: () =>
        Promise.resolve(paged([post('newer', 1), post('older', 5)], { limit: 12, offset: 12, total: 14 })),
    });
    renderAt('/blog/category/guides/2', get);

    expect(await screen.findByRole('heading', { level: 1, name: 'How to play' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Post newer' })).toHaveAttribute('href', '/blog/newer');
    expect(get).toHaveBeenCalledWith(
      POSTS,
      expect.objectContaining({ category: 'guides', limit: 12, offset: 12 }),
      expect.anything(),
    );
    expect(screen.getByRole('link', { name: 'How to play', current: 'page' })).toBeInTheDocument();
    // Page 1 of a topic has no page number in its address.
    expect(screen.getByRole('link', { name: /page 1/i })).toHaveAttribute('href', '/blog/category/guides');
  });

  it('is not there while the blog is switched off', async () => {
    const get = getByPath({});
    renderShop('/blog', {}, filledQueryClient(), { client: clientWithGet(get) });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong.' }),
    ).toBeInTheDocument();
    expect(get).not.toHaveBeenCalledWith(POSTS, expect.anything(), expect.anything());
  });

  it('shows the 404 page for a topic that does not exist', async () => {
    const get = getByPath({
      [CATEGORIES]: () => Promise.resolve(ok([guides])),
      [POSTS]: () => Promise.resolve(paged([], { limit: 12, offset: 0, total: 0 })),
    });
    renderAt('/blog/category/no-such-topic', get);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong.' }),
    ).toBeInTheDocument();
  });
});

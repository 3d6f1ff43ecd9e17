import type { ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { ABOUT_ALIASES } from '@fairdraw/domain';
import { NotFoundPage } from './error-pages';
import { CharitySupport } from '../features/site-widgets';
import { gated } from './route-guards';

/**
 * A content page at `path` (the URL's by default), or `notFound` (the app's 404 by default) when none is
 * published. Featured offers show as the catalogue's own cards.
 */
export async function contentPage() {
  const [{ ContentPageRoute }, { FeaturedOffers }] = await Promise.all([
    import('../features/content/routes/content-page-route'),
    import('../features/catalogue/components/featured-offers'),
  ]);
  return function ContentPage({
    path,
    notFound,
    notFoundOnError = false,
    loading,
  }: {
    path?: string;
    notFound?: ReactNode;
    notFoundOnError?: boolean;
    loading?: ReactNode;
  }) {
    return (
      <ContentPageRoute
        notFound={notFound ?? <NotFoundPage />}
        featuredTickets={FeaturedOffers}
        notFoundOnError={notFoundOnError}
        loading={loading}
        {...(path ? { path } : {})}
      />
    );
  };
}

/**
 * Pages from the content service (shop-core §2): about, legal and help pages, the blog, causes and the
 * operators' preview. Any other page an operator publishes shows at its own path through the catch-all.
 */
export function contentRoutes(): RouteObject[] {
  return [
    {
      path: 'about/contact-us',
      lazy: async () => ({
        Component: (await import('../features/content/routes/contact-us-route')).ContactUsRoute,
      }),
    },
    { path: 'about', lazy: async () => ({ Component: await contentPage() }) },
    { path: 'about/*', lazy: async () => ({ Component: await contentPage() }) },
    ...ABOUT_ALIASES.map((alias) => ({ path: alias, element: <Navigate to={`/about/${alias}`} replace /> })),
    {
      path: 'blog',
      lazy: async () => {
        const { BlogRoute } = await import('../features/content/routes/blog-route');
        return { Component: gated('blog', BlogRoute) };
      },
    },
    {
      path: 'blog/category/:slug/:page?',
      lazy: async () => {
        const { BlogCategoryRoute } = await import('../features/content/routes/blog-route');
        return { Component: gated('blog', () => <BlogCategoryRoute notFound={<NotFoundPage />} />) };
      },
    },
    {
      path: 'blog/:blogSlug',
      lazy: async () => {
        const { BlogPostRoute } = await import('../features/content/routes/blog-post-route');
        return { Component: gated('blog', () => <BlogPostRoute notFound={<NotFoundPage />} />) };
      },
    },
    {
      path: 'causes',
      lazy: async () => {
        const { CausesRoute } = await import('../features/causes/routes/causes-route');
        return {
          Component: gated('causes_directory', () => (
            <>
              <CausesRoute />
              <CharitySupport />
            </>
          )),
        };
      },
    },
    {
      path: 'causes/:causeSlug',
      lazy: async () => {
        const [{ CauseRoute }, ContentPage] = await Promise.all([
          import('../features/causes/routes/cause-route'),
          contentPage(),
        ]);
        // The cause's story is its content page; without one, and while it loads, the cause's own words
        // stand in, so the page does not jump when the story arrives.
        const story = ({ path, fallback }: { path: string; fallback: ReactNode }) => (
          <ContentPage path={path} notFound={fallback} loading={fallback} />
        );
        return {
          Component: gated('causes_directory', () => (
            <CauseRoute notFound={<NotFoundPage />} story={story} charitySupport={<CharitySupport />} />
          )),
        };
      },
    },
    {
      path: 'causes/:causeSlug/:productOfferKey',
      lazy: async () => ({
        Component: (await import('../features/causes/routes/cause-route')).CauseOfferRoute,
      }),
    },
    {
      path: 'preview',
      lazy: async () => {
        const [{ PreviewRoute }, { FeaturedOffers }] = await Promise.all([
          import('../features/content/routes/preview-route'),
          import('../features/catalogue/components/featured-offers'),
        ]);
        return { Component: () => <PreviewRoute featuredTickets={FeaturedOffers} /> };
      },
    },
  ];
}

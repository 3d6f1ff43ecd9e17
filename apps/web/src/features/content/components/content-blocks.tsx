import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ContentBlock } from '@fairdraw/contracts';
import { ContentHtml } from '../../../components/ui/content-html';
import { ContentImage } from './content-image';
import { BlogPostList } from './blog-post-list';
import { BlogCategoryLinks } from './blog-category-links';

/** How a page shows the offers it features; the app passes the catalogue's cards in. */
export type FeaturedTickets = (props: { productOfferKeys: readonly string[] }) => ReactNode;

/** A link from content: inside the shop through the router, elsewhere in a new tab. */
export function ContentLink({
  href,
  children,
  className,
}: {
  href: string;
  children: ReactNode;
  className?: string;
}) {
  if (href.startsWith('/'))
    return (
      <Link className={className} to={href}>
        {children}
      </Link>
    );
  return (
    <a className={className} href={href} target="_blank" rel="noopener noreferrer">
      {children} <span className="visually-hidden">(opens in a new tab)</span>
    </a>
  );
}

/** A page's sections, in order. The first page header is the page's h1; everything else starts at h2. */
export function ContentBlocks({
  blocks,
  featuredTickets: Featured,
}: {
  blocks: readonly ContentBlock[];
  featuredTickets: FeaturedTickets;
}) {
  return (
    <>
      {blocks.map((block, index) => (
        <Block key={index} block={block} first={index === 0} Featured={Featured} />
      ))}
    </>
  );
}

function Block({
  block,
  first,
  Featured,
}: {
  block: ContentBlock;
  first: boolean;
  Featured: FeaturedTickets;
}) {
  switch (block.type) {
    case 'page_header':
      return (
        <header className="content-header">
          {first ? <h1>{block.title}</h1> : <h2>{block.title}</h2>}
          {block.subtitle ? <p className="content-header-subtitle">{block.subtitle}</p> : null}
          {block.imageId ? (
            <ContentImage imageId={block.imageId} alt={block.imageAlt ?? ''} shape="banner" eager={first} />
          ) : null}
        </header>
      );
    case 'content_grid':
      return (
        <section className="content-section">
          {block.title ? <h2>{block.title}</h2> : null}
          <ul className="plain-list card-grid">
            {block.items.map((item) => (
              <li key={item.title} className="surface-card">
                {item.imageId ? (
                  <ContentImage imageId={item.imageId} alt={item.imageAlt ?? ''} shape="card" />
                ) : null}
                <h3>{item.href ? <ContentLink href={item.href}>{item.title}</ContentLink> : item.title}</h3>
                <p>{item.text}</p>
              </li>
            ))}
          </ul>
        </section>
      );
    case 'single_column':
    case 'html_content':
      return <ContentHtml className="content-section content-prose" html={block.html} />;
    case 'full_page_content':
      return <ContentHtml className="content-section content-prose content-prose-full" html={block.html} />;
    case 'two_column_grid':
      return (
        <div className="content-section content-two-columns">
          <ContentHtml className="content-prose" html={block.columns[0].html} />
          <ContentHtml className="content-prose" html={block.columns[1].html} />
        </div>
      );
    case 'divider':
      return <hr className="content-divider" />;
    case 'image_beside_text':
      return (
        <div className={`content-section content-beside content-beside-${block.imageSide}`}>
          <ContentImage imageId={block.imageId} alt={block.imageAlt} shape="card" />
          <ContentHtml className="content-prose" html={block.html} />
        </div>
      );
    case 'call_to_action':
      return (
        <section className="content-section content-cta">
          <h2>{block.title}</h2>
          {block.text ? <p>{block.text}</p> : null}
          <ContentLink className="button" href={block.href}>
            {block.label}
          </ContentLink>
        </section>
      );
    case 'logo_grid':
      return (
        <section className="content-section">
          {block.title ? <h2>{block.title}</h2> : null}
          <ul className="plain-list content-logos">
            {block.logos.map((logo) => {
              const picture = (
                <ContentImage imageId={logo.imageId} alt={logo.imageAlt || logo.name} shape="logo" />
              );
              return (
                <li key={logo.name}>
                  {logo.href ? <ContentLink href={logo.href}>{picture}</ContentLink> : picture}
                </li>
              );
            })}
          </ul>
        </section>
      );
    case 'blog_posts':
      return (
        <section className="content-section">
          <h2>{block.title ?? 'Latest news'}</h2>
          <BlogPostList
            limit={block.count}
            {...(block.categorySlug ? { category: block.categorySlug } : {})}
          />
        </section>
      );
    case 'banners':
      return (
        <ul className="plain-list content-banners">
          {block.banners.map((banner) => (
            <li key={banner.title} className="surface-card content-banner">
              {banner.imageId ? (
                <ContentImage imageId={banner.imageId} alt={banner.imageAlt ?? ''} shape="card" />
              ) : null}
              <div>
                <h2>{banner.title}</h2>
                {banner.text ? <p>{banner.text}</p> : null}
                {banner.href && banner.label ? (
                  <ContentLink className="button button-secondary" href={banner.href}>
                    {banner.label}
                  </ContentLink>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      );
    case 'blog_categories':
      return (
        <section className="content-section">
          <h2>{block.title ?? 'Topics'}</h2>
          <BlogCategoryLinks />
        </section>
      );
    case 'featured_tickets':
      return (
        <section className="content-section">
          <h2>{block.title ?? 'Play now'}</h2>
          <Featured productOfferKeys={block.productOfferKeys} />
        </section>
      );
  }
}

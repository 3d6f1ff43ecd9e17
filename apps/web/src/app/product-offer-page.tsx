import { FeaturedOffers } from '../features/catalogue/components/featured-offers';
import { ProductOfferRoute } from '../features/catalogue/routes/product-offer-route';
import { ContentPageRoute } from '../features/content/routes/content-page-route';
import { ProductSupportBanner } from '../features/site-widgets';
import { NotFoundPage } from './error-pages';

/** A page an operator published at this path, or the app's 404 page. */
export function ContentOrNotFoundPage() {
  return <ContentPageRoute notFound={<NotFoundPage />} featuredTickets={FeaturedOffers} notFoundOnError />;
}

/**
 * The product-offer page. A path that is no offer (or no game type of one) may be a content page an
 * operator published; otherwise it is the 404 page.
 */
export function ProductOfferPage() {
  return <ProductOfferRoute notFound={<ContentOrNotFoundPage />} supportBanner={<ProductSupportBanner />} />;
}

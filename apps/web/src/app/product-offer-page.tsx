import { FeaturedOffers } from '../features/catalogue/components/featured-offers';
import { OfferBuyRoute } from '../features/catalogue/routes/offer-buy-route';
import { OfferDrawRoute } from '../features/catalogue/routes/offer-draw-route';
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

/** /:productOfferKey/draw/:drawNo: a raffle draw's page while it is on sale, a lottery's later draw. */
export function OfferDrawPage() {
  return <OfferDrawRoute notFound={<ContentOrNotFoundPage />} supportBanner={<ProductSupportBanner />} />;
}

/** /:productOfferKey/buy and /:productOfferKey/draw/:drawNo/buy: the offer's default ticket into the cart. */
export function OfferBuyPage() {
  return <OfferBuyRoute notFound={<ContentOrNotFoundPage />} />;
}

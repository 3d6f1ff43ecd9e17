import { ProductOfferRoute } from '../features/catalogue/routes/product-offer-route';
import { NotFoundPage } from './error-pages';

/** The product-offer page, with the app's 404 for an unknown offer or game type. */
export function ProductOfferPage() {
  return <ProductOfferRoute notFound={<NotFoundPage />} />;
}

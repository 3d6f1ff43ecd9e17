// What the app shell places around the pages (features never import each other; the app composes them).
export { useComponentVariant, DEFAULT_COMPONENT_VARIANTS } from './api/get-components';
export { UniqueSellingPoints } from './components/unique-selling-points';
export { CompanyInformation } from './components/company-information';
export { CharitySupport } from './components/charity-support';
export { ProductSupportBanner } from './components/product-support-banner';
export { AffiliateInvitation } from './components/affiliate-invitation';

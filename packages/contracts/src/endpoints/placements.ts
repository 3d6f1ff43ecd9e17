// The placement service (/recommend, version 1.0; decision 0049): recommended draws for a page's slots,
// and priming the signed-in customer's cart-based list before the pre-cart drawer asks for it.
import { DEFAULT_API_VERSION } from '../headers';
import {
  placementPrimeQuerySchema,
  placementPrimeResultSchema,
  placementQuerySchema,
  placementsResultSchema,
} from '../placements';
import { defineEndpoint } from './define';

// The service is version 1.0 in discovery; its calls send the contract's X-Api-Version like every other.
const placement = { service: 'placement', apiVersion: DEFAULT_API_VERSION } as const;

export const placementEndpoints = {
  placements: defineEndpoint({
    ...placement,
    method: 'GET',
    path: '/placement',
    access: 'anyone',
    summary:
      'Recommended draws for each asked placement key (what sells, what the customer played, what goes with the cart); 204 when none has any',
    query: placementQuerySchema,
    response: placementsResultSchema,
  }),
  primeCart: defineEndpoint({
    ...placement,
    method: 'POST',
    path: '/placement/cart/prime',
    access: 'anyone',
    summary:
      "Works out the recommendations for the signed-in customer's cart now, so the pre-cart drawer's read is ready; answers 202",
    query: placementPrimeQuerySchema,
    response: placementPrimeResultSchema,
    status: 202,
  }),
};

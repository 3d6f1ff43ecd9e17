// Public draw results, API v3.6 (shop-core §7 "Results"): one line per call, rules in the service.
import type { FastifyInstance } from 'fastify';
import { endpoints } from '@fairdraw/contracts';
import { route } from '../../plugins/endpoint';
import { Reply } from '../../plugins/envelope';
import type { ResultsService } from './results.service';

export interface ResultsRouteOptions {
  results: ResultsService;
}

export async function resultsRoutes(
  scope: FastifyInstance,
  { results: service }: ResultsRouteOptions,
): Promise<void> {
  const results = endpoints.results;

  route(scope, results.past, async (request) => {
    const page = await service.listPastResults(request.params.pricingId, request.query);
    return new Reply(page.results, { pageInfo: page.pageInfo });
  });
  route(scope, results.integrity, async (request) =>
    service.getDrawIntegrity(request.params.productOfferKey, request.params.drawNo),
  );
  route(scope, results.resultKeys, async (request) => service.listResultKeys(request.params.pricingId));
  route(scope, results.archived, async (request) => {
    const { productOfferKey, year, month } = request.params;
    const page = await service.listArchivedResults(productOfferKey, { year, month }, request.query);
    return new Reply(page.results, { pageInfo: page.pageInfo });
  });
  route(scope, results.fullResult, async (request) =>
    service.getFullResult(request.query.productOfferKey, request.query.drawNo),
  );
  route(scope, results.details, async (request) =>
    service.getDrawDetails(request.params.productOfferKey, request.params.drawNo),
  );
  route(scope, results.prizes, async (request) =>
    service.getDrawPrizes(request.params.productOfferKey, request.params.drawNo),
  );
  route(scope, results.winners, async (request) =>
    service.getDrawWinners(request.params.productOfferKey, request.params.drawNo),
  );
}

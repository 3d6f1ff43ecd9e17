// Public draw results, API v3.6 (shop-core §7 "Results"): one line per call, rules in the service.
import type { FastifyInstance } from 'fastify';
import { endpoints } from '@fairdraw/contracts';
import type { Db } from '@fairdraw/db';
import { route } from '../../plugins/endpoint';
import { Reply } from '../../plugins/envelope';
import {
  getDrawDetails,
  getDrawIntegrity,
  getDrawPrizes,
  getDrawWinners,
  getFullResult,
  listArchivedResults,
  listPastResults,
  listResultKeys,
} from './results.service';

export interface ResultsRouteOptions {
  db: Db;
}

// Results change when a draw is drawn, scored or paid; a minute's staleness is harmless.
const PUBLIC_CACHE = 'public, max-age=60';

export async function resultsRoutes(scope: FastifyInstance, { db }: ResultsRouteOptions): Promise<void> {
  const results = endpoints.results;
  scope.addHook('onSend', async (_request, reply) => {
    if (reply.statusCode === 200) reply.header('cache-control', PUBLIC_CACHE);
  });

  route(scope, results.past, async (request) => {
    const page = await listPastResults(db, request.params.pricingId, request.query);
    return new Reply(page.results, { pageInfo: page.pageInfo });
  });
  route(scope, results.integrity, async (request) =>
    getDrawIntegrity(db, request.params.productOfferKey, request.params.drawNo),
  );
  route(scope, results.resultKeys, async (request) => listResultKeys(db, request.params.pricingId));
  route(scope, results.archived, async (request) => {
    const { productOfferKey, year, month } = request.params;
    const page = await listArchivedResults(db, productOfferKey, { year, month }, request.query);
    return new Reply(page.results, { pageInfo: page.pageInfo });
  });
  route(scope, results.fullResult, async (request) =>
    getFullResult(db, request.query.productOfferKey, request.query.drawNo),
  );
  route(scope, results.details, async (request) =>
    getDrawDetails(db, request.params.productOfferKey, request.params.drawNo),
  );
  route(scope, results.prizes, async (request) =>
    getDrawPrizes(db, request.params.productOfferKey, request.params.drawNo),
  );
  route(scope, results.winners, async (request) =>
    getDrawWinners(db, request.params.productOfferKey, request.params.drawNo),
  );
}

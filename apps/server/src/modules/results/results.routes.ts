// Public draw results, API v3.6 (shop-core §7 "Results"): one line per call, rules in the service.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  archivedResultsParamsSchema,
  archivedResultsQuerySchema,
  drawDetailsParamsSchema,
  fullResultQuerySchema,
  pastResultsQuerySchema,
  pricingResultsParamsSchema,
  type DrawPrize,
  type DrawResultSummary,
  type DrawWinners,
  type FullDrawResult,
  type ResultKey,
} from '@fairdraw/contracts';
import type { Db } from '@fairdraw/db';
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
  const app = scope.withTypeProvider<ZodTypeProvider>();
  app.addHook('onSend', async (_request, reply) => {
    if (reply.statusCode === 200) reply.header('cache-control', PUBLIC_CACHE);
  });

  app.get(
    '/draws/pricing/:pricingId/past',
    { schema: { params: pricingResultsParamsSchema, querystring: pastResultsQuerySchema } },
    async (request): Promise<Reply<DrawResultSummary[]>> => {
      const page = await listPastResults(db, request.params.pricingId, request.query);
      return new Reply(page.results, { pageInfo: page.pageInfo });
    },
  );

  app.get(
    '/draw/integrity/:productOfferKey/:drawNo',
    { schema: { params: drawDetailsParamsSchema } },
    async (request): Promise<DrawResultSummary> =>
      getDrawIntegrity(db, request.params.productOfferKey, request.params.drawNo),
  );

  app.get(
    '/draws/pricing/:pricingId/past/result_keys',
    { schema: { params: pricingResultsParamsSchema } },
    async (request): Promise<ResultKey[]> => listResultKeys(db, request.params.pricingId),
  );

  app.get(
    '/draws/past/archived/:productOfferKey/:year/:month',
    { schema: { params: archivedResultsParamsSchema, querystring: archivedResultsQuerySchema } },
    async (request): Promise<Reply<DrawResultSummary[]>> => {
      const { productOfferKey, year, month } = request.params;
      const page = await listArchivedResults(db, productOfferKey, { year, month }, request.query);
      return new Reply(page.results, { pageInfo: page.pageInfo });
    },
  );

  app.get(
    '/draw/full_result',
    { schema: { querystring: fullResultQuerySchema } },
    async (request): Promise<FullDrawResult> =>
      getFullResult(db, request.query.productOfferKey, request.query.drawNo),
  );

  app.get(
    '/draw/details/:productOfferKey/:drawNo',
    { schema: { params: drawDetailsParamsSchema } },
    async (request): Promise<DrawResultSummary> =>
      getDrawDetails(db, request.params.productOfferKey, request.params.drawNo),
  );

  app.get(
    '/draw/details/:productOfferKey/:drawNo/prizes',
    { schema: { params: drawDetailsParamsSchema } },
    async (request): Promise<DrawPrize[]> =>
      getDrawPrizes(db, request.params.productOfferKey, request.params.drawNo),
  );

  app.get(
    '/draw/details/:productOfferKey/:drawNo/winners',
    { schema: { params: drawDetailsParamsSchema } },
    async (request): Promise<DrawWinners> =>
      getDrawWinners(db, request.params.productOfferKey, request.params.drawNo),
  );
}

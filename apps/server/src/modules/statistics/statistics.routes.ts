// GET /statistics/{productOfferKey}?last=n: how often each number was drawn, hot and cold numbers,
// when each number last came up. Public (signed, no sign-in).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { statisticsParamsSchema, statisticsQuerySchema, type StatisticsResult } from '@fairdraw/contracts';
import type { Db } from '@fairdraw/db';
import { getLotteryStatistics } from './statistics.service';

export interface StatisticsRouteOptions {
  db: Db;
}

export async function statisticsRoutes(
  scope: FastifyInstance,
  { db }: StatisticsRouteOptions,
): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/statistics/:productOfferKey',
    { schema: { params: statisticsParamsSchema, querystring: statisticsQuerySchema } },
    async (request, reply): Promise<StatisticsResult> => {
      // The client keeps it for a minute too; a new result shows within a minute.
      reply.header('cache-control', 'public, max-age=60');
      return getLotteryStatistics(db, request.params.productOfferKey, request.query);
    },
  );
}

// GET /statistics/{productOfferKey}?last=n: how often each number was drawn, hot and cold numbers,
// when each number last came up. Public (signed, no sign-in).
import type { FastifyInstance } from 'fastify';
import { endpoints } from '@fairdraw/contracts';
import type { Db } from '@fairdraw/db';
import { route } from '../../plugins/endpoint';
import { getLotteryStatistics } from './statistics.service';

export interface StatisticsRouteOptions {
  db: Db;
}

export async function statisticsRoutes(
  scope: FastifyInstance,
  { db }: StatisticsRouteOptions,
): Promise<void> {
  route(scope, endpoints.statistics.numbers, async (request, reply) => {
    // The client keeps it for a minute too; a new result shows within a minute.
    reply.header('cache-control', 'public, max-age=60');
    return getLotteryStatistics(db, request.params.productOfferKey, request.query);
  });
}

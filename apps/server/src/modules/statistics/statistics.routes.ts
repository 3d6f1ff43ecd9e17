// GET /statistics/{productOfferKey}?last=n: how often each number was drawn, hot and cold numbers,
// when each number last came up. Public (signed, no sign-in).
import type { FastifyInstance } from 'fastify';
import { endpoints } from '@fairdraw/contracts';
import { route } from '../../plugins/endpoint';
import type { StatisticsService } from './statistics.service';

export interface StatisticsRouteOptions {
  statistics: StatisticsService;
}

export async function statisticsRoutes(
  scope: FastifyInstance,
  { statistics }: StatisticsRouteOptions,
): Promise<void> {
  route(scope, endpoints.statistics.numbers, async (request) => {
    return statistics.getLotteryStatistics(request.params.productOfferKey, request.query);
  });
}

// GET /statistics/{productOfferKey}?last=n: how often each number was drawn, hot and cold numbers,
// when each number last came up. Public (signed, no sign-in).
import type { FastifyInstance } from 'fastify';
import { endpoints } from '@fairdraw/contracts';
import type { WireCache } from '../../plugins/wire-cache';
import { route } from '../../plugins/endpoint';
import type { StatisticsService } from './statistics.service';

/** Tips change only when a draw is drawn: kept as long as the client keeps them (shop-core §9). */
const TIPS_TTL_MS = 1_080_000;

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

/** GET /tips: hot and cold numbers of every lottery, kept 18 minutes (shop-core §4 caches). */
export async function tipsRoutes(
  scope: FastifyInstance,
  { statistics, wire }: StatisticsRouteOptions & { wire: WireCache },
) {
  route(scope, endpoints.catalogueInfo.tips, async (request, reply) =>
    wire.send(request, reply, { key: 'tips', ttlMs: TIPS_TTL_MS, load: () => statistics.getTips() }),
  );
}

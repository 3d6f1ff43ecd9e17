// The operator API (/ops): entering lottery results, running the draw lifecycle now, and reading a
// draw's integrity record. Operators authenticate with the OPS_TOKEN bearer token; anything else is 401.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { endpoints, opsResultBodySchema } from '@fairdraw/contracts';
import { route } from '../../plugins/endpoint';
import { OffsetClock, type Clock } from '../../lib/clock';
import { NotFoundError } from '../../lib/errors';
import type { DrawLifecycle } from './lifecycle.service';
import type { DrawIntegrityService } from './integrity.service';
import { parseAmountInput } from '@fairdraw/domain';

export interface OpsRouteOptions {
  integrity: DrawIntegrityService;
  lifecycle: DrawLifecycle;
  clock: Clock;
  demoResults: boolean;
}

/** A declared dividend as the operator types it: dollars and cents, e.g. "8123.45". */
const dividendSchema = z
  .string()
  .max(16)
  .transform((text, context) => {
    const cents = parseAmountInput(text);
    if (cents === null) {
      context.addIssue({ code: 'custom', message: 'Amount must follow format e.g: 1.50' });
      return z.NEVER;
    }
    return cents;
  });

/** The contract's result body with each dividend read as cents (decision 0012). */
export const resultBodySchema = opsResultBodySchema.extend({
  dividends: z.record(z.string().regex(/^[1-9][0-9]?$/), dividendSchema).optional(),
});

export async function opsRoutes(scope: FastifyInstance, options: OpsRouteOptions): Promise<void> {
  const { lifecycle, clock } = options;
  const ops = endpoints.ops;

  route(
    scope,
    ops.recordResult,
    async (request, reply) => {
      const { winning, supplementary, dividends, nationalWinners, enteredBy } = request.body;
      const { stored } = await lifecycle.recordResult(
        {
          ...request.params,
          result: {
            winning,
            supplementary,
            dividends: dividends ?? null,
            nationalWinners: nationalWinners ?? null,
          },
          source: 'operator',
          enteredBy,
        },
        clock.now(),
      );
      reply.status(stored ? 201 : 200);
      return { stored };
    },
    { body: resultBodySchema },
  );

  route(scope, ops.drawIntegrity, async (request) => {
    const record = await options.integrity.drawIntegrity(request.params.lotteryKey, request.params.drawNo);
    if (!record) throw new NotFoundError('There is no such draw.');
    return record;
  });

  route(scope, ops.runLifecycle, async () =>
    lifecycle.runAll(clock.now(), { demoResults: options.demoResults }),
  );

  // Test servers only (their clock is an OffsetClock, NODE_ENV=test): journeys move time past a stop
  // time. Anywhere else the route does not exist. Decision 0017.
  if (clock instanceof OffsetClock) {
    route(scope, ops.moveClock, async (request) => {
      clock.advance(request.body.advanceMs);
      return { now: clock.now().toISOString(), offsetMs: clock.offset };
    });
  }
}

// /cart/replay/{replayId}: what replaying a past order would add (GET) and doing it (POST), for the
// signed-in customer only (decision 0050).
import type { FastifyInstance } from 'fastify';
import { endpoints } from '@fairdraw/contracts';
import { currentCustomer } from '../../plugins/auth';
import { route } from '../../plugins/endpoint';
import type { ReplayService } from './replay.service';

export async function replayRoutes(scope: FastifyInstance, { replay }: { replay: ReplayService }) {
  route(scope, endpoints.replay.preview, async (request) =>
    replay.preview(currentCustomer(request).customerId, request.params.replayId),
  );

  route(scope, endpoints.replay.replay, async (request) => {
    const result = await replay.replay(
      currentCustomer(request).customerId,
      request.params.replayId,
      request.body.source,
    );
    // The screen-level source goes to the analytics log with what was added.
    request.log.info(
      {
        replayId: result.replayId,
        source: result.source,
        added: result.lines.filter((line) => line.status === 'added').length,
        left: result.lines.filter((line) => line.status !== 'added').length,
      },
      'order replayed',
    );
    return result;
  });
}

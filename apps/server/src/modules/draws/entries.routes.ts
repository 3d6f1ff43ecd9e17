// The public entry list of a sealed draw (docs/draw-integrity.md): plain text, exactly the bytes the
// published entries hash is taken over, so `curl … | sha256sum` checks it. Unsigned, like any public
// file: anyone may check a draw.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { drawDetailsParamsSchema } from '@fairdraw/contracts';
import type { DrawIntegrityService } from './integrity.service';

export async function drawEntriesRoutes(
  scope: FastifyInstance,
  { integrity }: { integrity: DrawIntegrityService },
): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/public/draws/:productOfferKey/:drawNo/entries.txt',
    { schema: { params: drawDetailsParamsSchema } },
    async (request, reply) => {
      const list = await integrity.sealedEntryList(request.params.productOfferKey, request.params.drawNo);
      if (!list)
        return reply
          .status(404)
          .type('text/plain; charset=utf-8')
          .send('This draw has no sealed entry list: it is unknown or still on sale.\n');
      // A sealed list never changes: its hash is its version.
      return reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .header('etag', `"${list.hash}"`)
        .header('x-entries-hash', list.hash)
        .send(list.text);
    },
  );
}

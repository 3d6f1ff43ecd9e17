// The bytes of content files (/cms/assets/:id), loaded by <img> tags: not signed and not enveloped,
// cached for a day. An SVG is sent with a policy that forbids scripts, so opening one directly runs nothing.
import type { FastifyInstance } from 'fastify';
import { contentFileIdSchema } from '@fairdraw/contracts';
import { NotFoundError } from '../../lib/errors';
import { CONTENT_ASSETS_PATH, type ContentService } from './content.service';

export async function contentAssetsRoutes(app: FastifyInstance, { content }: { content: ContentService }) {
  app.get<{ Params: { id: string } }>(`${CONTENT_ASSETS_PATH}/:id`, async (request, reply) => {
    const id = contentFileIdSchema.safeParse(request.params.id);
    const file = id.success ? await content.fileBytes(id.data) : null;
    if (!file) throw new NotFoundError('There is no such picture.');
    return reply
      .header('cache-control', 'public, max-age=86400')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .header('x-content-type-options', 'nosniff')
      .type(file.contentType)
      .send(file.bytes);
  });
}

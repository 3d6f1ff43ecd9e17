// /sitemap.xml and /robots.txt: files for search engines, outside the signed API.
import type { FastifyInstance } from 'fastify';
import type { SitePagesService } from './site-pages.service';

export async function sitePagesRoutes(app: FastifyInstance, { pages }: { pages: SitePagesService }) {
  app.get('/sitemap.xml', async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(await pages.sitemap()),
  );
  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(pages.robots()),
  );
}

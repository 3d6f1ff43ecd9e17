// Liveness and readiness for load balancers and operators. Outside the signed API on purpose.
import type { FastifyInstance } from 'fastify';

export interface HealthOptions {
  checks: Record<string, () => Promise<void>>;
}

export async function healthRoutes(app: FastifyInstance, options: HealthOptions): Promise<void> {
  app.get('/health', async () => ({ status: 'ok' }));

  app.get('/ready', async (request, reply) => {
    const results: Record<string, 'ok' | 'failing'> = {};
    for (const [name, check] of Object.entries(options.checks)) {
      try {
        await check();
        results[name] = 'ok';
      } catch (error) {
        request.log.warn({ err: error, check: name }, 'readiness check failed');
        results[name] = 'failing';
      }
    }
    const ready = Object.values(results).every((state) => state === 'ok');
    return reply.status(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not_ready', checks: results });
  });
}

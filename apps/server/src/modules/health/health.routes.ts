// Liveness and readiness for load balancers and operators. Outside the signed API on purpose.
import type { FastifyInstance } from 'fastify';

/**
 * A dependency's state: 'ok', 'degraded' (missing but the shop still sells without it, decision 0030), or
 * a throw when it is failing and the process cannot serve.
 */
export type HealthCheck = () => Promise<'ok' | 'degraded'>;

export interface HealthOptions {
  checks: Record<string, HealthCheck>;
}

export async function healthRoutes(app: FastifyInstance, options: HealthOptions): Promise<void> {
  app.get('/health', async () => ({ status: 'ok' }));

  app.get('/ready', async (request, reply) => {
    const results: Record<string, 'ok' | 'degraded' | 'failing'> = {};
    for (const [name, check] of Object.entries(options.checks)) {
      try {
        results[name] = await check();
      } catch (error) {
        request.log.warn({ err: error, check: name }, 'readiness check failed');
        results[name] = 'failing';
      }
    }
    const states = Object.values(results);
    if (states.includes('failing')) return reply.status(503).send({ status: 'not_ready', checks: results });
    return reply
      .status(200)
      .send({ status: states.includes('degraded') ? 'degraded' : 'ready', checks: results });
  });
}

// Operator review of uploaded documents (/ops, bearer OPS_TOKEN; decision 0020): the attempts waiting,
// each document's file, and approve or reject with a reason. Approving verifies the customer.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { approveAttemptBodySchema, rejectAttemptBodySchema } from '@fairdraw/contracts';
import { requireOperator } from '../../plugins/operator';
import { sendDocument } from './verification.routes';
import type { VerificationService } from './verification.service';

export interface VerificationOpsRouteOptions {
  verification: VerificationService;
  opsToken: string;
}

const idParamsSchema = z.object({ id: z.uuid() });

export async function verificationOpsRoutes(
  scope: FastifyInstance,
  options: VerificationOpsRouteOptions,
): Promise<void> {
  const { verification } = options;
  const app = scope.withTypeProvider<ZodTypeProvider>();
  requireOperator(scope, options.opsToken);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get('/verification/reviews', async () => verification.listReviews());

  app.get('/verification/documents/:id', { schema: { params: idParamsSchema } }, async (request, reply) => {
    const { document, bytes } = await verification.openForReview(request.params.id);
    return sendDocument(reply, document, bytes);
  });

  app.post(
    '/verification/attempts/:id/approve',
    { schema: { params: idParamsSchema, body: approveAttemptBodySchema.nullish() } },
    async (request) => verification.approve(request.params.id, request.body?.reviewedBy ?? 'operator'),
  );

  app.post(
    '/verification/attempts/:id/reject',
    { schema: { params: idParamsSchema, body: rejectAttemptBodySchema } },
    async (request) => verification.reject(request.params.id, request.body.reason, request.body.reviewedBy),
  );
}

// Operator review of uploaded documents (/ops, bearer OPS_TOKEN; decision 0020): the attempts waiting,
// each document's file, and approve or reject with a reason. Approving verifies the customer.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endpoints, opsIdParamsSchema } from '@fairdraw/contracts';
import { route } from '../../plugins/endpoint';
import { sendDocument } from './verification.routes';
import type { VerificationService } from './verification.service';

export interface VerificationOpsRouteOptions {
  verification: VerificationService;
}

export async function verificationOpsRoutes(
  scope: FastifyInstance,
  options: VerificationOpsRouteOptions,
): Promise<void> {
  const { verification } = options;
  const app = scope.withTypeProvider<ZodTypeProvider>();

  route(scope, endpoints.ops.verificationReviews, async () => verification.listReviews());

  // A file, not JSON: outside the endpoint table (plugins/endpoint-exceptions.ts).
  app.get(
    '/verification/documents/:id',
    { schema: { params: opsIdParamsSchema } },
    async (request, reply) => {
      const { document, bytes } = await verification.openForReview(request.params.id);
      return sendDocument(reply, document, bytes);
    },
  );

  route(scope, endpoints.ops.approveVerification, async (request) =>
    verification.approve(request.params.id, request.body?.reviewedBy ?? 'operator'),
  );

  route(scope, endpoints.ops.rejectVerification, async (request) =>
    verification.reject(request.params.id, request.body.reason, request.body.reviewedBy),
  );
}

// The card gateway's side of the web: the sandbox's hosted card tokenisation and 3-D Secure challenge
// page, the /3ds/notify return the browser comes back to, and the gateway's webhook. None is signed by
// the web client (a gateway and a browser redirect cannot sign), so each is public and safe as such:
// tokenising stores only a token, the challenge is found by an unguessable payment id, and the return
// and webhook only ask the gateway what happened (the webhook's own signature is checked too).
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tokeniseCardBodySchema, type Deposit, type TokenisedCard } from '@fairdraw/contracts';
import { formatMoney, THREE_DS_NOTIFY_PATH } from '@fairdraw/domain';
import { useEnvelope } from '../../plugins/envelope';
import { useErrorHandling } from '../../plugins/errors';
import type { DepositsService } from './deposits.service';
import { toDeposit } from './deposits.service';
import { SANDBOX_BASE_PATH, SANDBOX_SIGNATURE_HEADER, type SandboxGateway } from './sandbox-gateway';

export const PAYMENT_WEBHOOK_PATH = '/payments/webhooks/sandbox';

export interface GatewayRouteOptions {
  sandbox: SandboxGateway;
  deposits: DepositsService;
}

/** The web page a customer lands on after the bank's check, by how the deposit ended. */
export function returnPageFor(deposit: Pick<Deposit, 'id' | 'status' | 'checkout'>): string {
  const id = encodeURIComponent(deposit.id);
  if (deposit.checkout)
    return deposit.status === 'completed'
      ? `/checkout/deposit/${id}/success`
      : `/checkout/deposit/${id}/cancel`;
  switch (deposit.status) {
    case 'completed':
      return `/my-account/deposit/details/${id}/success`;
    case 'cancelled':
      return `/my-account/deposit/${id}/cancel`;
    case 'failed':
      return `/my-account/deposit/details/${id}/failure`;
    default:
      return `/my-account/deposit/authorisation/${id}`;
  }
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

function challengePage(
  paymentId: string,
  facts: { amountCents: number; brand: string; lastFour: string; open: boolean },
) {
  const action = `${SANDBOX_BASE_PATH}/challenge/${encodeURIComponent(paymentId)}`;
  const body = facts.open
    ? `<p>Fairdraw asks to charge <strong>${escapeHtml(formatMoney(facts.amountCents))}</strong> to your ${escapeHtml(facts.brand)} card ending ${escapeHtml(facts.lastFour)}.</p>
<p>This is the sandbox bank's check (3-D Secure). Choose what your bank would answer.</p>
<form method="post" action="${action}">
<button type="submit" name="outcome" value="approve">Approve payment</button>
<button type="submit" name="outcome" value="fail">Fail authentication</button>
<button type="submit" name="outcome" value="cancel">Cancel</button>
</form>`
    : `<p>This check is finished.</p><form method="post" action="${action}"><button type="submit" name="outcome" value="approve">Return to Fairdraw</button></form>`;
  return `<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Confirm your payment – Sandbox bank</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem}button{display:block;width:100%;margin:.5rem 0;padding:.75rem;font-size:1rem}</style>
</head><body><main><h1>Confirm your payment</h1>${body}</main></body></html>`;
}

const paymentParamsSchema = z.object({ paymentId: z.string().max(100) });
const challengeBodySchema = z.object({ outcome: z.enum(['approve', 'fail', 'cancel']) });
const notifyQuerySchema = z.object({ payment_id: z.string().max(100).optional() });

export async function gatewayRoutes(scope: FastifyInstance, { sandbox, deposits }: GatewayRouteOptions) {
  // Hosted card fields post here: the envelope and field errors like the API, but no app signature.
  await scope.register(async (api) => {
    useEnvelope(api);
    useErrorHandling(api, { withNotFound: false });
    api
      .withTypeProvider<ZodTypeProvider>()
      .post(
        `${SANDBOX_BASE_PATH}/tokens`,
        { schema: { body: tokeniseCardBodySchema } },
        async (request, reply): Promise<TokenisedCard> => {
          reply.header('cache-control', 'no-store');
          reply.status(201);
          return sandbox.tokenise(request.body);
        },
      );
  });

  await scope.register(async (pages) => {
    useErrorHandling(pages, { withNotFound: false });
    pages.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    // The raw body is what the webhook's signature covers.
    pages.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    const app = pages.withTypeProvider<ZodTypeProvider>();

    app.get(
      `${SANDBOX_BASE_PATH}/challenge/:paymentId`,
      { schema: { params: paymentParamsSchema } },
      async (request, reply) => {
        const facts = await sandbox.challenge(request.params.paymentId);
        reply.header('cache-control', 'no-store');
        if (!facts) return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
        return reply.type('text/html; charset=utf-8').send(challengePage(request.params.paymentId, facts));
      },
    );

    app.post(
      `${SANDBOX_BASE_PATH}/challenge/:paymentId`,
      { schema: { params: paymentParamsSchema, body: challengeBodySchema } },
      async (request, reply) => {
        const next = await sandbox.completeChallenge(request.params.paymentId, request.body.outcome);
        if (!next) return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
        return reply.redirect(next, 303);
      },
    );

    // Where the bank's check sends the browser back (3-D Secure notification URL).
    const notify = async (paymentId: string | undefined, reply: FastifyReply) => {
      const row = paymentId ? await deposits.settlePayment(paymentId) : null;
      reply.header('cache-control', 'no-store');
      if (!row) return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
      return reply.redirect(returnPageFor(toDeposit(row)), 303);
    };
    app.get(THREE_DS_NOTIFY_PATH, { schema: { querystring: notifyQuerySchema } }, async (request, reply) =>
      notify(request.query.payment_id, reply),
    );

    app.post(PAYMENT_WEBHOOK_PATH, async (request, reply) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      const signature = request.headers[SANDBOX_SIGNATURE_HEADER];
      const paymentId = sandbox.verifyNotification(
        raw,
        typeof signature === 'string' ? signature : undefined,
      );
      if (!paymentId) return reply.status(401).send({ received: false });
      await deposits.settlePayment(paymentId);
      return reply.status(200).send({ received: true });
    });
  });
}

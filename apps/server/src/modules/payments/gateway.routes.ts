// The payment gateway's side of the web: the sandbox's hosted card tokenisation, its 3-D Secure challenge
// page and its wallet page (Apple Pay, Google Pay, PayPal), the /3ds/notify and provider returns the
// browser comes back to, and the gateway's webhook. None is signed by the web client (a gateway and a
// browser redirect cannot sign), so each is public and safe as such: tokenising stores only a token, the
// challenge and wallet pages are found by an unguessable payment id, and the returns and webhook only
// ask the gateway what happened (the webhook's own signature is checked too).
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { endpoints } from '@fairdraw/contracts';
import type { WalletDepositMethod } from '@fairdraw/contracts';
import { depositOutcomePath, formatMoney, THREE_DS_NOTIFY_PATH, WALLET_NAMES } from '@fairdraw/domain';
import { route } from '../../plugins/endpoint';
import { useEnvelope } from '../../plugins/envelope';
import { useErrorHandling } from '../../plugins/errors';
import type { DepositsService } from './deposits.service';
import { toDeposit } from './deposit-rules';
import { PROVIDER_RETURN_PATH } from './payment-gateway';
import {
  SANDBOX_BASE_PATH,
  SANDBOX_MERCHANT_NAME,
  SANDBOX_SIGNATURE_HEADER,
  type SandboxGateway,
} from './sandbox-gateway';

export const PAYMENT_WEBHOOK_PATH = '/payments/webhooks/sandbox';

export interface GatewayRouteOptions {
  sandbox: SandboxGateway;
  deposits: DepositsService;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

function hostedPage(title: string, heading: string, body: string): string {
  return `<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem}button{display:block;width:100%;margin:.5rem 0;padding:.75rem;font-size:1rem}</style>
</head><body><main><h1>${escapeHtml(heading)}</h1>${body}</main></body></html>`;
}

/** The sandbox's stand-in for a wallet's own page: the customer pays, is declined, or cancels. */
function walletPage(
  paymentId: string,
  facts: { method: WalletDepositMethod; amountCents: number; open: boolean },
) {
  const name = escapeHtml(WALLET_NAMES[facts.method]);
  const action = `${SANDBOX_BASE_PATH}/wallet/${encodeURIComponent(paymentId)}`;
  const body = facts.open
    ? `<p>${escapeHtml(SANDBOX_MERCHANT_NAME)} asks for <strong>${escapeHtml(formatMoney(facts.amountCents))}</strong>.</p>
<p>This is the sandbox ${name}. Choose what ${name} would do.</p>
<form method="post" action="${action}">
<button type="submit" name="outcome" value="approve">Pay ${escapeHtml(formatMoney(facts.amountCents))}</button>
<button type="submit" name="outcome" value="decline">Decline the payment</button>
<button type="submit" name="outcome" value="cancel">Cancel and return to ${escapeHtml(SANDBOX_MERCHANT_NAME)}</button>
</form>`
    : `<p>This payment is finished.</p><form method="post" action="${action}"><button type="submit" name="outcome" value="approve">Return to ${escapeHtml(SANDBOX_MERCHANT_NAME)}</button></form>`;
  return hostedPage(
    `Pay with ${WALLET_NAMES[facts.method]} – Sandbox`,
    `${WALLET_NAMES[facts.method]}`,
    body,
  );
}

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
  return hostedPage('Confirm your payment – Sandbox bank', 'Confirm your payment', body);
}

const paymentParamsSchema = z.object({ paymentId: z.string().max(100) });
const challengeBodySchema = z.object({ outcome: z.enum(['approve', 'fail', 'cancel']) });
const walletBodySchema = z.object({ outcome: z.enum(['approve', 'decline', 'cancel']) });
const notifyQuerySchema = z.object({ payment_id: z.string().max(100).optional() });

export async function gatewayRoutes(scope: FastifyInstance, { sandbox, deposits }: GatewayRouteOptions) {
  // Hosted card fields post here: the envelope and field errors like the API, but no app signature.
  await scope.register(async (api) => {
    useEnvelope(api);
    useErrorHandling(api, { withNotFound: false });
    route(api, endpoints.gateway.tokenise, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      reply.status(201);
      return sandbox.tokenise(request.body);
    });
  });

  // Pages, redirects and the webhook's raw signed body: outside the endpoint table
  // (plugins/endpoint-exceptions.ts).
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

    /** A hosted page of the sandbox (GET shows it, POST takes the customer's answer and redirects). */
    function hostedPageRoutes<Facts, Outcome extends string>(
      name: 'challenge' | 'wallet',
      page: {
        facts: (paymentId: string) => Promise<Facts | null>;
        render: (paymentId: string, facts: Facts) => string;
        outcomes: z.ZodType<{ outcome: Outcome }>;
        answer: (paymentId: string, outcome: Outcome) => Promise<string | null>;
      },
    ) {
      const path = `${SANDBOX_BASE_PATH}/${name}/:paymentId`;
      app.get(path, { schema: { params: paymentParamsSchema } }, async (request, reply) => {
        const facts = await page.facts(request.params.paymentId);
        reply.header('cache-control', 'no-store');
        if (!facts) return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
        return reply.type('text/html; charset=utf-8').send(page.render(request.params.paymentId, facts));
      });
      app.post(
        path,
        { schema: { params: paymentParamsSchema, body: page.outcomes } },
        async (request, reply) => {
          const next = await page.answer(request.params.paymentId, request.body.outcome);
          if (!next) return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
          return reply.redirect(next, 303);
        },
      );
    }
    hostedPageRoutes('challenge', {
      facts: (id) => sandbox.challenge(id),
      render: challengePage,
      outcomes: challengeBodySchema,
      answer: (id, outcome) => sandbox.completeChallenge(id, outcome),
    });
    hostedPageRoutes('wallet', {
      facts: (id) => sandbox.wallet(id),
      render: walletPage,
      outcomes: walletBodySchema,
      answer: (id, outcome) => sandbox.completeWallet(id, outcome),
    });

    // Where the bank's check (3-D Secure notification URL) and the wallets send the browser back: the
    // deposit is settled from what the gateway says, then the browser goes to the page for how it ended.
    const settleAndShow = async (paymentId: string | undefined, reply: FastifyReply) => {
      const row = paymentId ? await deposits.settlePayment(paymentId) : null;
      reply.header('cache-control', 'no-store');
      if (!row) return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
      return reply.redirect(depositOutcomePath(toDeposit(row)), 303);
    };
    for (const path of [THREE_DS_NOTIFY_PATH, PROVIDER_RETURN_PATH])
      app.get(path, { schema: { querystring: notifyQuerySchema } }, async (request, reply) =>
        settleAndShow(request.query.payment_id, reply),
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

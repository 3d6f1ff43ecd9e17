// GET /dev/mailbox (an HTML page) and GET /dev/mailbox/messages (JSON): the development mailbox.
// Outside the signed API on purpose, like /health. In production, or without a mailbox, both are 404.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { DevMailbox, MailboxMessage } from './dev-mailbox';
import { MAILBOX_MESSAGES_PATH, MAILBOX_PATH, renderMailboxPage } from './mailbox-page';

export interface MailboxRouteOptions {
  /** The running development mailbox; null when e-mail goes to a real SMTP server. */
  mailbox: DevMailbox | null;
  /** True in production: the mailbox is never served there, whatever else is passed. */
  production: boolean;
}

export interface MailboxMessagesResponse {
  messages: MailboxMessage[];
}

const notFound = (reply: FastifyReply) =>
  reply.status(404).type('text/plain; charset=utf-8').send('Not found');

export async function mailboxRoutes(app: FastifyInstance, options: MailboxRouteOptions): Promise<void> {
  app.addHook('onSend', async (_request, reply) => {
    // Customers' e-mail: never cached, never indexed.
    reply.header('cache-control', 'no-store');
    reply.header('x-robots-tag', 'noindex');
  });

  const mailbox = options.production ? null : options.mailbox;
  // Claimed either way, so nothing under /dev/mailbox falls through to the web app's page handler.
  app.get(`${MAILBOX_PATH}/*`, async (_request, reply) => notFound(reply));
  if (!mailbox) {
    app.get(MAILBOX_PATH, async (_request, reply) => notFound(reply));
    return;
  }

  app.get(MAILBOX_PATH, async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .send(
        renderMailboxPage(mailbox.messages(), { smtpUrl: mailbox.smtpUrl, maxMessages: mailbox.maxMessages }),
      ),
  );
  app.get(MAILBOX_MESSAGES_PATH, async (): Promise<MailboxMessagesResponse> => ({
    messages: mailbox.messages(),
  }));
}

// Messages to customer care (the contact page's form). A message is kept first, so nothing is lost
// when mail is down; then customer care and the sender are e-mailed. A mail failure is logged and
// the sender still gets their reference: customer care reads every message in /ops as well.
import { randomInt } from 'node:crypto';
import type { PageInfo, SupportMessage, SupportMessageBody } from '@fairdraw/contracts';
import type { Db } from '@fairdraw/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../mail/mailer';
import { insertMessage, listMessages } from './support.repository';
import { supportReceiptEmail, supportTeamEmail } from './support-mail';

/** Letters and digits that cannot be misread for each other on the phone (no 0/O, 1/I/L). */
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

export function supportReference(): string {
  let code = '';
  for (let i = 0; i < 6; i += 1) code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `FD-${code}`;
}

export interface SupportService {
  send(message: SupportMessageBody): Promise<{ reference: string }>;
  list(page: { limit: number; offset: number }): Promise<{ messages: SupportMessage[]; pageInfo: PageInfo }>;
}

export interface SupportServiceDeps {
  db: Db;
  mailer: Pick<Mailer, 'send'>;
  log: FastifyBaseLogger;
  /** Where customer care reads its mail, and the hours it tells senders. */
  supportEmail: string;
  openingHours: string;
}

export function createSupportService(deps: SupportServiceDeps): SupportService {
  async function mail(to: string, content: { subject: string; text: string; html: string }, what: string) {
    try {
      await deps.mailer.send({ to, ...content });
    } catch (error) {
      deps.log.warn(
        { err: error, mail: what },
        'support e-mail not sent; the message is kept for customer care',
      );
    }
  }

  return {
    async send(message) {
      const row = await insertMessage(deps.db, { ...message, reference: supportReference() });
      await Promise.all([
        mail(deps.supportEmail, supportTeamEmail({ ...message, reference: row.reference }), 'support-team'),
        mail(
          message.email,
          supportReceiptEmail({
            name: message.name,
            reference: row.reference,
            topic: message.topic,
            openingHours: deps.openingHours,
          }),
          'support-receipt',
        ),
      ]);
      return { reference: row.reference };
    },

    async list(page) {
      const { rows, total } = await listMessages(deps.db, page);
      return {
        messages: rows.map((row) => ({
          reference: row.reference,
          topic: row.topic,
          name: row.name,
          email: row.email,
          message: row.message,
          createdAt: row.createdAt.toISOString(),
        })),
        pageInfo: { ...page, total },
      };
    },
  };
}

// The customer e-mail tests' app: a real Fairdraw app whose mailer records what it is given (or fails on
// demand, like an SMTP server that is down), and the e-mails each customer got since a point in time.
import { afterAll, beforeAll } from 'vitest';
import type { ProductOffer } from '@fairdraw/contracts';
import { MailSendError, type Mailer, type OutgoingMail } from '../src/modules/mail/mailer';
import type { SandboxNotification } from '../src/modules/payments/sandbox-gateway';
import { webOffers } from './cart-support';
import { deliverWebhook } from './payments-support';
import { createVerificationTestApp } from './verification-support';
import type { TestApp } from './support';

export const PUBLIC_URL = 'https://shop.fairdraw.test/';

export interface RecordingMailer extends Mailer {
  readonly sent: OutgoingMail[];
  /** While true every send fails as an unreachable SMTP server would. */
  failing: boolean;
}

export function createRecordingMailer(): RecordingMailer {
  const sent: OutgoingMail[] = [];
  return {
    from: 'Fairdraw <no-reply@fairdraw.test>',
    configured: true,
    sent,
    failing: false,
    async send(mail) {
      if (this.failing) throw new MailSendError('connection', true, 'ECONNECTION');
      sent.push(mail);
      return `<${sent.length}@fairdraw.test>`;
    },
    async verify() {},
    async close() {},
  };
}

export interface EmailsApp {
  readonly test: TestApp;
  readonly mailer: RecordingMailer;
  readonly offers: Map<string, ProductOffer>;
  /** Waits for the e-mails started so far, then answers those to `email` after the first `from`. */
  mailsTo(email: string, from?: number): Promise<OutgoingMail[]>;
  /** Delivers the sandbox's webhooks held so far, as the gateway would later. */
  deliverWebhooks(): Promise<number[]>;
}

export function useEmailsApp(): EmailsApp {
  let test: TestApp | undefined;
  let offers: Map<string, ProductOffer> | undefined;
  const mailer = createRecordingMailer();
  const webhooks: SandboxNotification[] = [];
  beforeAll(async () => {
    const uploads = await createVerificationTestApp({
      mail: { mailer, publicUrl: PUBLIC_URL },
      paymentNotifications: (notification) => webhooks.push(notification),
    });
    test = uploads.test;
    offers = await webOffers(test);
  });
  afterAll(async () => {
    await test?.close();
  });
  const app = (): TestApp => {
    if (!test) throw new Error('The test app is not open yet');
    return test;
  };
  return {
    get test() {
      return app();
    },
    mailer,
    get offers() {
      if (!offers) throw new Error('The test app is not open yet');
      return offers;
    },
    async mailsTo(email, from = 0) {
      await app().app.customerNotifier.idle();
      return mailer.sent.filter((mail) => mail.to === email).slice(from);
    },
    async deliverWebhooks() {
      const statuses: number[] = [];
      for (const webhook of webhooks.splice(0)) statuses.push(await deliverWebhook(app(), webhook));
      return statuses;
    },
  };
}

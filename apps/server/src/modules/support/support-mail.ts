// The two e-mails a support message sends: the message to customer care, and a receipt to the sender
// with its reference. Everything the sender wrote is escaped in HTML.
import type { SupportMessageBody } from '@fairdraw/contracts';
import { escapeHtml } from '../mail/escape-html';
import { greeting, htmlDocument, SIGN_OFF, type EmailContent } from '../mail/mail-templates';

export function supportTeamEmail(message: SupportMessageBody & { reference: string }): EmailContent {
  const subject = `[${message.reference}] ${message.topic}: message from ${message.name}`;
  const text = [
    `Reference: ${message.reference}`,
    `Topic: ${message.topic}`,
    `From: ${message.name} <${message.email}>`,
    '',
    message.message,
  ].join('\n');
  const html = htmlDocument(subject, [
    `<strong>Reference:</strong> ${escapeHtml(message.reference)}<br><strong>Topic:</strong> ${escapeHtml(message.topic)}<br><strong>From:</strong> ${escapeHtml(message.name)} &lt;${escapeHtml(message.email)}&gt;`,
    escapeHtml(message.message).replace(/\n/g, '<br>'),
  ]);
  return { subject, text, html };
}

export function supportReceiptEmail(input: {
  name: string;
  reference: string;
  topic: string;
  openingHours: string;
}): EmailContent {
  const subject = `We have your message (${input.reference})`;
  const lines = [
    `${greeting(input.name)}`,
    `Thanks for getting in touch about "${input.topic}". Customer care will reply to this address within one business day. Our hours are ${input.openingHours}.`,
    `Your reference is ${input.reference}: please quote it if you write again about this.`,
    'We will never ask for your password or your full card number.',
    SIGN_OFF,
  ];
  return {
    subject,
    text: lines.join('\n\n'),
    html: htmlDocument(subject, lines.map(escapeHtml)),
  };
}

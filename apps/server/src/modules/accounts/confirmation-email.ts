// The e-mail that confirms a new sign-in address, and where its link points
// (/my-account/confirm-address/:token, a public page of the web app).
import { escapeHtml } from '../mail/escape-html';
import type { EmailContent } from '../mail/mail-templates';

export function confirmAddressPageUrl(publicUrl: string, token: string): string {
  const base = publicUrl.endsWith('/') ? publicUrl : `${publicUrl}/`;
  return new URL(`my-account/confirm-address/${encodeURIComponent(token)}`, base).href;
}

export function emailConfirmationEmail(input: {
  firstname: string;
  newEmail: string;
  confirmUrl: string;
  validHours: number;
}): EmailContent {
  const subject = 'Please confirm your new email address';
  const name = input.firstname.trim();
  const greeting = name ? `Hi ${name},` : 'Hi,';
  const text = [
    greeting,
    '',
    `You asked to use ${input.newEmail} for your Fairdraw account. Open this link to confirm it:`,
    input.confirmUrl,
    '',
    `The link works once and for ${input.validHours} hours. Until you open it you keep signing in with your current address.`,
    "If you didn't ask for this, ignore this email and nothing changes.",
    '',
    'The Fairdraw team',
  ].join('\n');
  const paragraphs = [
    escapeHtml(greeting),
    `You asked to use <strong>${escapeHtml(input.newEmail)}</strong> for your Fairdraw account.`,
    `<a href="${escapeHtml(input.confirmUrl)}">Confirm my new email address</a>`,
    escapeHtml(
      `The link works once and for ${input.validHours} hours. Until you open it you keep signing in with your current address.`,
    ),
    escapeHtml("If you didn't ask for this, ignore this email and nothing changes."),
    'The Fairdraw team',
  ];
  const html = `<!doctype html>
<html lang="en-AU">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1a1a1a">
${paragraphs.map((paragraph) => `<p>${paragraph}</p>`).join('\n')}
</body>
</html>`;
  return { subject, text, html };
}

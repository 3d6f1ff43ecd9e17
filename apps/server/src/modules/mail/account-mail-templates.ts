// E-mails about signing in: a two-factor code, a one-time sign-in link, a password reset link. None of
// them says more than the person holding the inbox needs, and each says what to do if it was not them.
import { escapeHtml } from './escape-html';
import { checkedUrl, greeting, htmlDocument, link, SIGN_OFF, type EmailContent } from './mail-templates';

const NOT_YOU =
  'If this was not you, you can ignore this e-mail; your account stays as it is. If it keeps happening, please contact support.';

export function signInCodeEmail(input: {
  firstname: string;
  code: string;
  validMinutes: number;
}): EmailContent {
  if (!/^\d{6}$/.test(input.code)) throw new RangeError('A sign-in code is six digits');
  const subject = `${input.code} is your Fairdraw code`;
  const lines = [
    greeting(input.firstname),
    `Your Fairdraw code is ${input.code}. It works once, for the next ${input.validMinutes} minutes.`,
    NOT_YOU,
    SIGN_OFF,
  ];
  const html = htmlDocument(subject, [
    escapeHtml(greeting(input.firstname)),
    `Your Fairdraw code is <strong style="font-size:24px;letter-spacing:4px">${input.code}</strong>.`,
    `It works once, for the next ${input.validMinutes} minutes.`,
    escapeHtml(NOT_YOU),
    escapeHtml(SIGN_OFF),
  ]);
  return { subject, text: `${lines.join('\n\n')}\n`, html };
}

function linkEmail(input: {
  firstname: string;
  url: string;
  subject: string;
  intro: string;
  label: string;
  validFor: string;
}): EmailContent {
  const url = checkedUrl(input.url);
  const validity = `The link works once, for the next ${input.validFor}.`;
  const text = [
    greeting(input.firstname),
    input.intro,
    `${input.label}: ${url}`,
    validity,
    NOT_YOU,
    SIGN_OFF,
  ];
  const html = htmlDocument(input.subject, [
    escapeHtml(greeting(input.firstname)),
    escapeHtml(input.intro),
    link(url, input.label),
    escapeHtml(validity),
    escapeHtml(NOT_YOU),
    escapeHtml(SIGN_OFF),
  ]);
  return { subject: input.subject, text: `${text.join('\n\n')}\n`, html };
}

export function passwordResetEmail(input: {
  firstname: string;
  url: string;
  validFor: string;
}): EmailContent {
  return linkEmail({
    ...input,
    subject: 'Reset your Fairdraw password',
    intro: 'Someone asked to reset the password of your Fairdraw account.',
    label: 'Choose a new password',
  });
}

export function signInLinkEmail(input: { firstname: string; url: string; validFor: string }): EmailContent {
  return linkEmail({
    ...input,
    subject: 'Your Fairdraw sign-in link',
    intro: 'Someone asked for a link to sign in to your Fairdraw account.',
    label: 'Sign in to Fairdraw',
  });
}

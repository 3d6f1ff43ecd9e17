// The shape every service e-mail shares: a greeting, a few paragraphs, one link to the page that says
// more, an optional closing note and the sign-off. Text and HTML are built from the same parts, so the
// two can never tell the customer different things.
import { escapeHtml } from './escape-html';
import { checkedUrl, greeting, htmlDocument, link, SIGN_OFF, type EmailContent } from './mail-templates';

/** A paragraph: plain words (escaped for HTML), or words with HTML of their own already escaped. */
export type Paragraph = string | { text: string; html: string };

export interface ComposedEmail {
  subject: string;
  firstname: string;
  paragraphs: readonly Paragraph[];
  /** The one link: where the customer sees the details. http(s) only. */
  action: { url: string; label: string };
  /** After the link, e.g. what to do if it was not them. */
  note?: string;
}

const textOf = (paragraph: Paragraph) => (typeof paragraph === 'string' ? paragraph : paragraph.text);
const htmlOf = (paragraph: Paragraph) =>
  typeof paragraph === 'string' ? escapeHtml(paragraph) : paragraph.html;

export function composeEmail(input: ComposedEmail): EmailContent {
  const url = checkedUrl(input.action.url);
  const hello = greeting(input.firstname);
  const text = [
    hello,
    ...input.paragraphs.map(textOf),
    `${input.action.label}: ${url}`,
    ...(input.note ? [input.note] : []),
    SIGN_OFF,
  ].join('\n\n');
  const html = htmlDocument(input.subject, [
    escapeHtml(hello),
    ...input.paragraphs.map(htmlOf),
    link(url, input.action.label),
    ...(input.note ? [escapeHtml(input.note)] : []),
    escapeHtml(SIGN_OFF),
  ]);
  return { subject: input.subject, text: `${text}\n`, html };
}

/** An amount in bold in HTML, as is in text. */
export function strong(text: string): string {
  return `<strong>${escapeHtml(text)}</strong>`;
}

/** Whole cents only: anything else is a bug upstream, not something to print. */
export function checkedCents(cents: number, what: string): number {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`${what} must be whole cents`);
  return cents;
}

// The e-mails Fairdraw sends, each as subject, plain text and HTML. Money is en-AU dollars and draw
// dates are Sydney dates, worded by the domain package exactly as the web app words them. Everything
// that comes from data (names above all: a customer chooses their own first name) is escaped in HTML.
import { formatMoney, longDrawDate } from '@fairdraw/domain';
import { escapeHtml } from './escape-html';

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

export interface WinnerEmailInput {
  firstname: string;
  /** The lottery or raffle as customers know it, e.g. "Saturday Lotto". */
  productName: string;
  drawNo: number;
  drawDate: Date;
  /** A lottery division (3 → "Division 3") or a prize's own name ("1st prize"). */
  division: number | string;
  prizeCents: number;
  /** Where the customer sees the winning ticket; http(s) only. */
  ticketUrl: string;
}

export interface DrawResultsEmailInput {
  firstname: string;
  productName: string;
  drawNo: number;
  drawDate: Date;
  /** The numbers drawn, in the order shown on the results page. */
  winningNumbers?: readonly number[];
  ticketUrl: string;
}

export const SIGN_OFF = 'The Fairdraw team';

export function checkedUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new RangeError('A link in an e-mail must be an absolute http(s) URL');
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
    throw new RangeError('A link in an e-mail must be an absolute http(s) URL');
  return parsed.href;
}

export function greeting(firstname: string): string {
  const name = firstname.trim();
  return name ? `Hi ${name},` : 'Hi,';
}

function divisionName(division: number | string): string {
  if (typeof division === 'number') {
    if (!Number.isSafeInteger(division) || division < 1) throw new RangeError(`No division ${division}`);
    return `Division ${division}`;
  }
  const name = division.trim();
  if (!name) throw new RangeError('The division needs a name');
  return name;
}

/** One HTML document around paragraphs that are already HTML. */
export function htmlDocument(subject: string, paragraphs: string[]): string {
  const body = paragraphs.map((paragraph) => `<p style="margin:0 0 16px">${paragraph}</p>`).join('\n');
  return `<!doctype html>
<html lang="en-AU">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(subject)}</title>
</head>
<body style="margin:0;padding:24px;background:#ffffff;color:#1a1a1a;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5">
<div style="max-width:560px;margin:0 auto">
${body}
</div>
</body>
</html>
`;
}

export function link(url: string, label: string): string {
  return `<a href="${escapeHtml(url)}" style="color:#0b57d0">${escapeHtml(label)}</a>`;
}

/**
 * To a customer whose ticket won a prize. A prize of 0 cents is one not paid in money (a charity
 * raffle's prize, delivered by the charity): the e-mail then names no amount.
 */
export function winnerEmail(input: WinnerEmailInput): EmailContent {
  if (input.prizeCents < 0) throw new RangeError('A prize cannot be negative');
  const prize = input.prizeCents > 0 ? formatMoney(input.prizeCents) : null;
  const date = longDrawDate(input.drawDate);
  const division = divisionName(input.division);
  const url = checkedUrl(input.ticketUrl);
  const draw = `${input.productName} draw ${input.drawNo}`;

  const subject = prize ? `You won ${prize} in ${draw}` : `You won a prize in ${draw}`;
  const text = [
    greeting(input.firstname),
    `Congratulations! Your ticket in ${draw} on ${date} won ${division}.`,
    ...(prize ? [`Your prize: ${prize}`] : []),
    `See your winning ticket: ${url}`,
    SIGN_OFF,
  ].join('\n\n');
  const html = htmlDocument(subject, [
    escapeHtml(greeting(input.firstname)),
    `Congratulations! Your ticket in ${escapeHtml(draw)} on ${escapeHtml(date)} won <strong>${escapeHtml(
      division,
    )}</strong>.`,
    ...(prize ? [`Your prize: <strong style="font-size:20px">${escapeHtml(prize)}</strong>`] : []),
    link(url, 'See your winning ticket'),
    escapeHtml(SIGN_OFF),
  ]);
  return { subject, text: `${text}\n`, html };
}

/** To a customer whose ticket won nothing this time: the draw's result and a way to the ticket. */
export function drawResultsEmail(input: DrawResultsEmailInput): EmailContent {
  const date = longDrawDate(input.drawDate);
  const url = checkedUrl(input.ticketUrl);
  const draw = `${input.productName} draw ${input.drawNo}`;
  const numbers = input.winningNumbers?.length ? input.winningNumbers.join(', ') : null;

  const subject = `Results of ${draw}`;
  const lines = [
    greeting(input.firstname),
    `${draw} was drawn on ${date}. Your ticket did not win a prize this time.`,
    ...(numbers ? [`The winning numbers: ${numbers}`] : []),
    `See your ticket: ${url}`,
    SIGN_OFF,
  ];
  const html = htmlDocument(subject, [
    escapeHtml(greeting(input.firstname)),
    `${escapeHtml(draw)} was drawn on ${escapeHtml(date)}. Your ticket did not win a prize this time.`,
    ...(numbers ? [`The winning numbers: <strong>${escapeHtml(numbers)}</strong>`] : []),
    link(url, 'See your ticket'),
    escapeHtml(SIGN_OFF),
  ]);
  return { subject, text: `${lines.join('\n\n')}\n`, html };
}

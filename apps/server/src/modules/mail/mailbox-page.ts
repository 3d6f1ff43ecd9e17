// The development mailbox as one HTML page. No script at all (the app's CSP allows none inline);
// every value is escaped; each message's HTML is shown in a sandboxed iframe (srcdoc, no scripts, an
// origin of its own), its plain text in a <pre>.
import { longDrawDate, toLocalDateTime } from '@fairdraw/domain';
import type { MailboxMessage } from './dev-mailbox';
import { escapeHtml } from './escape-html';

export const MAILBOX_PATH = '/dev/mailbox';
export const MAILBOX_MESSAGES_PATH = '/dev/mailbox/messages';

const STYLE = `
  body { margin: 0; font-family: system-ui, Arial, sans-serif; line-height: 1.5; color: #1a1a1a; background: #f5f5f5; }
  header, main { max-width: 960px; margin: 0 auto; padding: 16px 24px; }
  h1 { margin: 8px 0; font-size: 1.75rem; }
  h2 { margin: 0 0 8px; font-size: 1.25rem; overflow-wrap: anywhere; }
  a { color: #0b57d0; }
  a:focus-visible, summary:focus-visible { outline: 3px solid #0b57d0; outline-offset: 2px; }
  ol { list-style: none; margin: 0; padding: 0; }
  article { background: #fff; border: 1px solid #c4c4c4; border-radius: 8px; padding: 16px; margin: 0 0 16px; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 4px 12px; margin: 0 0 12px; }
  dt { font-weight: bold; }
  dd { margin: 0; overflow-wrap: anywhere; }
  iframe { width: 100%; height: 420px; border: 1px solid #c4c4c4; border-radius: 4px; background: #fff; }
  pre { white-space: pre-wrap; overflow-wrap: anywhere; background: #f5f5f5; padding: 12px; border-radius: 4px; margin: 8px 0 0; }
  summary { cursor: pointer; margin-top: 12px; }
`;

/** "Saturday 5 December 2026, 20:31", Sydney time. */
function sydneyDateTime(iso: string): string {
  const date = new Date(iso);
  const local = toLocalDateTime(date);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${longDrawDate(date)}, ${pad(local.hour)}:${pad(local.minute)}`;
}

// Links in a message open in a new tab, outside the sandbox, instead of inside the small frame.
const FRAME_HEAD = '<base target="_blank">';

function renderMessage(message: MailboxMessage): string {
  const headingId = `message-${escapeHtml(message.id)}`;
  const subject = message.subject || '(no subject)';
  const text = `<pre>${escapeHtml(message.text)}</pre>`;
  const body =
    message.html === null
      ? text
      : `<iframe sandbox="allow-popups allow-popups-to-escape-sandbox" referrerpolicy="no-referrer"
  title="${escapeHtml(`HTML of “${subject}”`)}"
  srcdoc="${escapeHtml(FRAME_HEAD + message.html)}"></iframe>
<details><summary>Plain text</summary>${text}</details>`;
  return `<li><article aria-labelledby="${headingId}">
<h2 id="${headingId}">${escapeHtml(subject)}</h2>
<dl>
<dt>To</dt><dd>${escapeHtml(message.to.join(', '))}</dd>
<dt>From</dt><dd>${escapeHtml(message.from)}</dd>
<dt>Date</dt><dd><time datetime="${escapeHtml(message.date)}">${escapeHtml(sydneyDateTime(message.date))}</time></dd>
</dl>
${body}
</article></li>`;
}

export interface MailboxPageOptions {
  smtpUrl: string;
  maxMessages: number;
}

export function renderMailboxPage(messages: readonly MailboxMessage[], options: MailboxPageOptions): string {
  const count = messages.length === 1 ? '1 message' : `${messages.length} messages`;
  const list =
    messages.length === 0
      ? '<p>No e-mail yet. Whatever the server sends in development arrives here.</p>'
      : `<ol>\n${messages.map(renderMessage).join('\n')}\n</ol>`;
  return `<!doctype html>
<html lang="en-AU">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Development mailbox – Fairdraw</title>
<style>${STYLE}</style>
</head>
<body>
<header>
<h1>Development mailbox</h1>
<p>E-mail this development server sent, as its local SMTP server (${escapeHtml(options.smtpUrl)}) received
it: ${count}, newest first. Only the last ${options.maxMessages} are kept, in memory, until the server stops.</p>
<p><a href="${MAILBOX_PATH}">Refresh</a> · <a href="${MAILBOX_MESSAGES_PATH}">As JSON</a></p>
</header>
<main>
${list}
</main>
</body>
</html>
`;
}

// Content HTML is never trusted as written (decision 0041): every HTML field is cleaned with
// sanitize-html, a maintained allow-list sanitiser, when an item is written and again when it is read,
// so a row changed behind the service's back still cannot carry script to a customer's browser.
import sanitizeHtml from 'sanitize-html';
import { marked } from 'marked';

const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'strong',
    'em',
    'b',
    'i',
    'u',
    's',
    'small',
    'sup',
    'sub',
    'abbr',
    'blockquote',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'a',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'caption',
    'code',
    'pre',
    'span',
    'div',
    'section',
    'address',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    abbr: ['title'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    '*': ['id', 'class', 'lang'],
  },
  // Links go to pages, mail and phones; never javascript:, data: or protocol-relative URLs.
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  // A link that opens a new tab cannot reach back into the shop's page.
  transformTags: {
    a: (tagName, { rel: _rel, ...attribs }) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

export function sanitiseHtml(html: string): string {
  return sanitizeHtml(html, ALLOWED);
}

/** Markdown as safe HTML: rendered with marked, then cleaned like any other content HTML. */
export function markdownToHtml(markdown: string): string {
  return sanitiseHtml(marked.parse(markdown, { async: false, gfm: true }));
}

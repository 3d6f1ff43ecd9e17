// The files a page's app loads: the whole stylesheet, the chunks of the page being entered and the
// app's own scripts. A page the app draws names them as tags, for the browser to fetch at once. A page
// drawn on the server names them in a list that a small inline loader turns into the same tags after the
// browser's first paint (decision 0087): on a phone, handing a dozen files to the network in the task
// that parses the page held up the paint of a drawing that needs none of them.
import { createHash } from 'node:crypto';

/** A file as the element that loads it: `link` or `script`, with its attributes in order. */
export interface AppFile {
  tag: 'link' | 'script';
  /** Attribute name → value; '' for an attribute written without one (`crossorigin`). */
  attributes: Record<string, string>;
}

const ATTRIBUTE = /([a-z][a-z-]*)(?:="([^"]*)")?/g;

/** A `<link …>` or `<script …></script>` tag as the build writes it, read back as an `AppFile`. */
export function appFileOf(tag: string): AppFile {
  const [, name = '', rest = ''] = /^<(link|script)\b([^>]*)>/.exec(tag.trim()) ?? [];
  if (name !== 'link' && name !== 'script') throw new Error(`Not a link or script tag: ${tag}`);
  const attributes: Record<string, string> = {};
  for (const [, attribute = '', value = ''] of rest.matchAll(ATTRIBUTE)) attributes[attribute] = value;
  return { tag: name, attributes };
}

/** Text as it may stand in a double-quoted attribute. */
export function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** JSON text that can stand inside a `<script>`: `<` escaped, so nothing in it can close the tag. */
export function scriptSafe(json: string): string {
  return json.replace(/</g, '\\u003c');
}

/** The files as tags, for a page the app draws. */
export function appFileTags(files: readonly AppFile[]): string {
  return files
    .map(({ tag, attributes }) => {
      const written = Object.entries(attributes)
        .map(([name, value]) => (value === '' ? name : `${name}="${escapeAttribute(value)}"`))
        .join(' ');
      return tag === 'script' ? `<script ${written}></script>` : `<link ${written}>`;
    })
    .join('\n    ');
}

const FILES_ID = 'fairdraw-app-files';

/**
 * Adds the listed files once the browser has painted: a frame's callback queues the work after that
 * frame. A hidden page paints nothing (and gets no frames), so it loads them at once, or when shown.
 * It never changes, so the content security policy allows it by its hash.
 */
const LOADER =
  '(function(){var started=false;function start(){if(started)return;started=true;' +
  `var files=JSON.parse(document.getElementById('${FILES_ID}').textContent);` +
  'files.forEach(function(file){var element=document.createElement(file.tag);' +
  'Object.keys(file.attributes).forEach(function(name){element.setAttribute(name,file.attributes[name]);});' +
  'document.body.appendChild(element);});}' +
  "if(document.visibilityState==='hidden'){start();}else{" +
  'requestAnimationFrame(function(){setTimeout(start,0);});' +
  "document.addEventListener('visibilitychange',start);}})();";

/** The loader's source in a content security policy's `script-src`. */
export const APP_LOADER_SOURCE = `'sha256-${createHash('sha256').update(LOADER).digest('base64')}'`;

/** The files as a list and the loader that adds them after the first paint, for a drawn page. */
export function appFilesAfterFirstPaint(files: readonly AppFile[]): string {
  const list = scriptSafe(JSON.stringify(files));
  return `<script id="${FILES_ID}" type="application/json">${list}</script>\n    <script>${LOADER}</script>`;
}

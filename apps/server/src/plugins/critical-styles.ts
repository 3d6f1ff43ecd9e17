// A page the server draws carries in its head only the style rules its markup uses (decision 0063): a
// phone's first paint then waits for about 9 KB of rules instead of the app's 62 KB. The whole stylesheet
// is preloaded with the app's files (app-files.ts), which holds up no paint (a stylesheet link would:
// browsers wait for one even in the body), and the app applies it before it replaces the drawing
// (lib/page-stylesheet.ts).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type BeastiesType from 'beasties';
import { appFileOf, type AppFile } from './app-files';

/** The build's one stylesheet link (`build.cssCodeSplit: false` in apps/web/vite.config.ts). */
const STYLESHEET_LINK = /[ \t]*<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>\n?/;

/** Critical rules kept per shape of drawn markup (below): few shapes are ever new. */
const KEEP_STYLES = 200;

/**
 * What decides a markup's rules: its elements and attributes, not its words. Each run of text becomes one
 * letter (so `:empty` still reads it), and a page whose countdown moved on ("closes in 2 h" to "1 h")
 * keeps the rules worked out for it, instead of a visitor waiting for them again.
 */
export function markupShape(markup: string): string {
  return markup.replace(/>[^<]+</g, '>x<');
}

export interface CriticalStyles {
  /** The template's stylesheet link, as it is written in the head. */
  link: string;
  /** What a drawn page loads instead, with the app's files: the stylesheet, for the app to apply. */
  preload: AppFile;
  /** And what it carries after its markup for a browser without scripts: the stylesheet linked. */
  withoutScripts: string;
  /**
   * The rules `markup` uses, minified; null when they cannot be worked out (the page then links all). Kept
   * by the markup's shape: a markup of the same shape gets the same answer.
   */
  forMarkup(markup: string): Promise<string | null>;
}

/**
 * Reads the stylesheet the page template links from the build; undefined when it links none. `onError`
 * hears why a drawing's rules could not be worked out (that page then links the whole stylesheet).
 */
export function criticalStyles(
  template: string,
  distDir: string,
  onError: (error: unknown) => void = () => {},
): CriticalStyles | undefined {
  const found = STYLESHEET_LINK.exec(template);
  if (!found?.[1]) return undefined;
  const link = found[0].trim();
  const sheet = readFileSync(path.join(distDir, found[1]), 'utf8');
  // The document beasties reads: the drawn markup inside the page's own root, with the link it inlines.
  const htmlTag = /<html[^>]*>/.exec(template)?.[0] ?? '<html>';
  // Imported on the first page drawn, like the renderer, so the server starts without it.
  let beasties: Promise<BeastiesType> | null = null;
  const kept = new Map<string, Promise<string | null>>();

  async function work(markup: string): Promise<string | null> {
    beasties ??= import('beasties').then(
      ({ default: Beasties }) =>
        new (class extends Beasties {
          override readFile(): string {
            return sheet;
          }
        })({ path: distDir, preload: 'body', reduceInlineStyles: false, logLevel: 'silent' }),
    );
    const document = `<!doctype html>${htmlTag}<head>${link}</head><body><div id="root">${markup}</div></body></html>`;
    const processed = await (await beasties).process(document);
    return /<style>([\s\S]*?)<\/style>/.exec(processed)?.[1] ?? null;
  }

  const preload = link.replace('rel="stylesheet"', 'rel="preload" as="style" data-page-stylesheet');
  return {
    link,
    preload: appFileOf(preload),
    withoutScripts: `<noscript>${link}</noscript>`,
    forMarkup(markup) {
      const key = createHash('sha256').update(markupShape(markup)).digest('base64url');
      let rules = kept.get(key);
      if (rules) {
        // Most recently used last, so the oldest is the one that goes.
        kept.delete(key);
      } else {
        rules = work(markup).catch((error: unknown) => {
          onError(error);
          return null;
        });
        if (kept.size >= KEEP_STYLES) kept.delete(kept.keys().next().value as string);
      }
      kept.set(key, rules);
      return rules;
    },
  };
}

// The chunks of the page being entered, preloaded in the page the server sends (decision 0056): the
// browser fetches them beside index.js instead of after running it. The web build writes the table
// (apps/web/entry-chunks.ts); the path is matched as the web app's router matches it.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { matchRoutes } from 'react-router';
import { CONTENT_PAGE_PATTERNS, FIXED_PAGE_PATTERNS } from '@fairdraw/domain';
import type { AppFile } from './app-files';

/** Route pattern ('' for the home page) → the files its lazy page needs, as URLs. */
export type EntryChunkTable = Record<string, string[]>;

export function readEntryChunks(distDir: string): EntryChunkTable {
  const file = path.join(distDir, 'entry-chunks.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as EntryChunkTable) : {};
}

/** The preloads of a page path's files; none when its page has nothing of its own to load. */
export function entryPreloads(table: EntryChunkTable): (pathname: string) => AppFile[] {
  // Every page pattern, with or without chunks, so a fixed page never matches an offer's pattern.
  const patterns = new Set([...Object.keys(table), ...FIXED_PAGE_PATTERNS, ...CONTENT_PAGE_PATTERNS]);
  const routes = [...patterns].map((pattern) =>
    pattern === '' ? { index: true, id: '' } : { path: pattern, id: pattern },
  );
  return (pathname) => {
    const pattern = matchRoutes(routes, pathname)?.at(-1)?.route.id;
    const files = pattern === undefined ? [] : (table[pattern] ?? []);
    return files.map((url): AppFile => ({
      tag: 'link',
      attributes: url.endsWith('.css')
        ? { rel: 'preload', as: 'style', crossorigin: '', href: url }
        : { rel: 'modulepreload', crossorigin: '', href: url },
    }));
  };
}

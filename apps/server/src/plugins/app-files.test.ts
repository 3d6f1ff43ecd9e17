// The loader a drawn page carries, run against a stand-in for the browser's document, frames and timers:
// nothing is added before the page has painted, then every file, in order, with its attributes; a
// hidden page loads them at once. The browser journeys run it in Chromium (e2e/shop-shell.spec.ts).
import { describe, expect, it } from 'vitest';
import { appFileOf, appFilesAfterFirstPaint, type AppFile } from './app-files';

const FILES: AppFile[] = [
  appFileOf('<link rel="preload" as="style" data-page-stylesheet crossorigin href="/assets/style-1.css">'),
  appFileOf('<link rel="modulepreload" crossorigin href="/assets/home-route-2.js">'),
  appFileOf('<script type="module" crossorigin src="/assets/index-3.js"></script>'),
];

/** Runs the page's loader; what it added to the body, and the frames, tasks and events it waits on. */
function loadPage(visibilityState: 'visible' | 'hidden') {
  const html = appFilesAfterFirstPaint(FILES);
  const list = /<script id="fairdraw-app-files" type="application\/json">([^<]*)<\/script>/.exec(html)?.[1];
  const loader = /<script>([^<]*)<\/script>/.exec(html)?.[1] ?? '';
  const added: string[] = [];
  const frames: (() => void)[] = [];
  const tasks: (() => void)[] = [];
  const listeners: (() => void)[] = [];
  const document = {
    visibilityState: visibilityState as 'visible' | 'hidden',
    getElementById: (id: string) => (id === 'fairdraw-app-files' ? { textContent: list } : null),
    createElement: (tag: string) => {
      const attributes: string[] = [];
      return {
        setAttribute: (name: string, value: string) => attributes.push(value ? `${name}="${value}"` : name),
        toString: () => `<${[tag, ...attributes].join(' ')}>`,
      };
    },
    body: { appendChild: (element: object) => added.push(String(element)) },
    addEventListener: (type: string, listener: () => void) => {
      if (type === 'visibilitychange') listeners.push(listener);
    },
  };
  const run = new Function('document', 'requestAnimationFrame', 'setTimeout', loader) as (
    ...args: unknown[]
  ) => void;
  run(
    document,
    (frame: () => void) => frames.push(frame),
    (task: () => void) => tasks.push(task),
  );
  const runAll = (queue: (() => void)[]) => queue.splice(0).forEach((callback) => callback());
  /** The page goes to another tab or comes back: the browser tells every `visibilitychange` listener. */
  const becomes = (state: 'visible' | 'hidden') => {
    document.visibilityState = state;
    listeners.forEach((listener) => listener());
  };
  return { added, frames, tasks, listeners, runAll, becomes };
}

describe('the loader of a drawn page', () => {
  it('adds the app’s files only once the page has painted, in order, as the build wrote them', () => {
    const page = loadPage('visible');
    expect(page.added).toEqual([]);
    expect(page.tasks).toEqual([]);
    expect(page.frames).toHaveLength(1);

    // The frame is drawn; the task its callback queues comes after it, and adds the files.
    page.runAll(page.frames);
    expect(page.added).toEqual([]);
    page.runAll(page.tasks);
    expect(page.added).toEqual([
      '<link rel="preload" as="style" data-page-stylesheet crossorigin href="/assets/style-1.css">',
      '<link rel="modulepreload" crossorigin href="/assets/home-route-2.js">',
      '<script type="module" crossorigin src="/assets/index-3.js">',
    ]);

    // Hidden and shown again later, the page does not add them twice.
    page.becomes('hidden');
    page.becomes('visible');
    expect(page.added).toHaveLength(3);
  });

  it('loads them at once on a hidden page, which paints nothing', () => {
    const page = loadPage('hidden');
    expect(page.frames).toEqual([]);
    expect(page.added).toHaveLength(3);
  });

  it('loads them when a page hidden before its first frame is shown', () => {
    // Sent to a background tab before it painted: the browser runs no frame for it.
    const page = loadPage('visible');
    page.becomes('hidden');
    page.becomes('visible');
    expect(page.frames).toHaveLength(1);
    expect(page.added).toHaveLength(3);
    page.runAll(page.frames);
    page.runAll(page.tasks);
    expect(page.added).toHaveLength(3);
  });
});

import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { format } from 'node:util';

// Pages load lazily; with every test file running at once on two cores, a first render can take longer
// than the library's 1 s default. Waiting longer only costs time when something is really missing.
configure({ asyncUtilTimeout: 5_000 });

// A file may run without a DOM (`@vitest-environment node`), as the server's page renderer does.
const hasDom = typeof window !== 'undefined';

// React reports markup that a browser would rebuild (a list inside a paragraph, say) on console.error and
// renders on; such a page reads differently to a screen reader, so the test that rendered it fails.
const invalidNesting = /cannot be a descendant of|cannot contain a nested|cannot be a child of/;
let nestingErrors: string[] = [];
const consoleError = console.error.bind(console);
console.error = (...args: unknown[]) => {
  const text = format(...args);
  if (invalidNesting.test(text)) nestingErrors.push(text.split('\n')[0] ?? text);
  consoleError(...args);
};

afterEach(() => {
  if (hasDom) {
    cleanup();
    window.localStorage.clear();
  }
  vi.useRealTimers();
  // Last, so a failing test still leaves a clean page for the next one in the worker.
  const found = nestingErrors;
  nestingErrors = [];
  if (found.length > 0) throw new Error(`The page's HTML is invalid: ${found.join('; ')}`);
});

// jsdom has no scrolling; React Router's scroll restoration calls it on every navigation.
if (hasDom) window.scrollTo = () => {};

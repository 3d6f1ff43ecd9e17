import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Pages load lazily; with every test file running at once on two cores, a first render can take longer
// than the library's 1 s default. Waiting longer only costs time when something is really missing.
configure({ asyncUtilTimeout: 5_000 });

// A file may run without a DOM (`@vitest-environment node`), as the server's page renderer does.
const hasDom = typeof window !== 'undefined';

afterEach(() => {
  if (hasDom) {
    cleanup();
    window.localStorage.clear();
  }
  vi.useRealTimers();
});

// jsdom has no scrolling; React Router's scroll restoration calls it on every navigation.
if (hasDom) window.scrollTo = () => {};

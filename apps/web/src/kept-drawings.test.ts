// @vitest-environment node
// Drawn pages kept (kept-drawings.ts): a visitor gets a kept drawing while it is fresh, still gets it for
// a while after while a new one is drawn beside, and never gets a drawing made for other cookies.
import { describe, expect, it } from 'vitest';
import { createKeptDrawings, type Draw } from './kept-drawings';

function setUp() {
  let time = 0;
  const waiting: (() => void)[] = [];
  const kept = createKeptDrawings({
    freshMs: 30_000,
    staleMs: 60_000,
    pages: 2,
    perPage: 2,
    now: () => time,
    later: (work) => void waiting.push(work),
  });
  let drawn = 0;
  let pending: ((value: void) => void) | null = null;
  // Each drawing reads the consent cookie and says which drawing it is.
  const draw: Draw = async (cookie) => {
    drawn += 1;
    const number = drawn;
    if (pending === null) await Promise.resolve();
    else await new Promise<void>((resolve) => (pending = resolve));
    return `drawing ${number} for ${cookie('consent') ?? 'nobody'}`;
  };
  return {
    kept,
    draw,
    drawnCount: () => drawn,
    advance: (ms: number) => void (time += ms),
    /** Starts the redrawings put off until after the answer, and lets them finish unless held. */
    redraw: async () => {
      for (const work of waiting.splice(0)) work();
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
    /** Holds the next drawings until `release` is called. */
    hold: () => void (pending = () => {}),
    release: () => {
      const resolve = pending;
      pending = null;
      resolve?.();
    },
  };
}

describe('kept drawings', () => {
  it('sends a fresh drawing again without drawing', async () => {
    const { kept, draw, drawnCount, advance } = setUp();
    expect(await kept.get('/', {}, draw)).toBe('drawing 1 for nobody');
    advance(29_000);
    expect(await kept.get('/', {}, draw)).toBe('drawing 1 for nobody');
    expect(drawnCount()).toBe(1);
  });

  it('sends a drawing past its time at once and draws the next visitor a new one after it', async () => {
    const { kept, draw, drawnCount, advance, redraw, hold, release } = setUp();
    await kept.get('/', {}, draw);
    advance(31_000);
    expect(await kept.get('/', {}, draw)).toBe('drawing 1 for nobody');
    // Nothing is drawn while the answer that found the drawing old is being finished.
    expect(drawnCount()).toBe(1);
    hold();
    await redraw();
    expect(drawnCount()).toBe(2);
    // The new drawing is still being made: visitors get the old one, and no third drawing starts.
    expect(await kept.get('/', {}, draw)).toBe('drawing 1 for nobody');
    await redraw();
    expect(drawnCount()).toBe(2);
    release();
    await redraw();
    expect(await kept.get('/', {}, draw)).toBe('drawing 2 for nobody');
    expect(drawnCount()).toBe(2);
  });

  it('makes a visitor wait for a new drawing once the old one is too old to send', async () => {
    const { kept, draw, advance } = setUp();
    await kept.get('/', {}, draw);
    advance(91_000);
    expect(await kept.get('/', {}, draw)).toBe('drawing 2 for nobody');
  });

  it('never sends a drawing made for other cookies, fresh or not', async () => {
    const { kept, draw, advance, redraw } = setUp();
    await kept.get('/', {}, draw);
    expect(await kept.get('/', { consent: 'all' }, draw)).toBe('drawing 2 for all');
    advance(31_000);
    expect(await kept.get('/', { consent: 'none' }, draw)).toBe('drawing 3 for none');
    expect(await kept.get('/', { consent: 'all' }, draw)).toBe('drawing 2 for all');
    await redraw();
    expect(await kept.get('/', { consent: 'all' }, draw)).toBe('drawing 4 for all');
  });

  it('keeps the old drawing when its redrawing fails, and tries again for the next visitor', async () => {
    const { kept, draw, advance, redraw } = setUp();
    await kept.get('/', {}, draw);
    advance(31_000);
    let failing = true;
    const flaky: Draw = (cookie) => (failing ? Promise.reject(new Error('renderer down')) : draw(cookie));
    expect(await kept.get('/', {}, flaky)).toBe('drawing 1 for nobody');
    await redraw();
    failing = false;
    expect(await kept.get('/', {}, flaky)).toBe('drawing 1 for nobody');
    await redraw();
    expect(await kept.get('/', {}, flaky)).toBe('drawing 2 for nobody');
  });

  it('keeps a bounded number of addresses, the least recently drawn going first', async () => {
    const { kept, draw, drawnCount } = setUp();
    await kept.get('/a', {}, draw);
    await kept.get('/b', {}, draw);
    await kept.get('/c', {}, draw);
    await kept.get('/b', {}, draw);
    expect(drawnCount()).toBe(3);
    await kept.get('/a', {}, draw);
    expect(drawnCount()).toBe(4);
  });
});

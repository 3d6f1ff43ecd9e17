// Drawn pages kept by address and start-up answers (render-page.tsx). A drawing is a function of those,
// the time and the cookies it read, so a visitor whose cookies agree on those gets it as it is. Drawing a
// page costs milliseconds of the one thread every request shares, and a page whose words changed also
// needs its style rules worked out again (critical-styles.ts on the server): once a drawing has had its
// time, the next visitor still gets it while a new one is drawn beside, so no visitor waits for a drawing
// unless the page was not asked for in a while.

/** The cookies a drawing read, with the values it saw. */
export type CookiesRead = Map<string, string | null>;

/** Draws a page, reading cookies through `cookie` so the drawing knows which of them it depends on. */
export type Draw = (cookie: (name: string) => string | null) => Promise<string | null>;

export interface KeptDrawingsOptions {
  /** How long a drawing is sent as it is: its times ("closes in 2 h") may be this much behind. */
  freshMs: number;
  /** How much longer it is still sent while a new one is drawn; after that a visitor waits for a new one. */
  staleMs: number;
  /** Addresses kept at most; the least recently drawn go first. */
  pages: number;
  /** Drawings kept per address (one per set of cookie values read); the oldest go first. */
  perPage: number;
  now?: () => number;
  /**
   * Runs a redrawing: by default a second later, once the answer that found the drawing old has gone
   * (drawing takes the one thread the answer is finished on).
   */
  later?: (work: () => void) => void;
}

function aSecondLater(work: () => void): void {
  const timer: unknown = setTimeout(work, 1000);
  // On the server: a redrawing waiting to start does not keep the process from stopping.
  (timer as { unref?: () => void }).unref?.();
}

interface Drawing {
  markup: string | null;
  read: CookiesRead;
  until: number;
  redrawing: boolean;
}

export function createKeptDrawings(options: KeptDrawingsOptions) {
  const now = options.now ?? Date.now;
  const later = options.later ?? aSecondLater;
  const drawings = new Map<string, Drawing[]>();

  async function drawAndKeep(
    key: string,
    cookies: Record<string, string>,
    draw: Draw,
    replacing?: Drawing,
  ): Promise<string | null> {
    const read: CookiesRead = new Map();
    const markup = await draw((name) => {
      const value = cookies[name] ?? null;
      read.set(name, value);
      return value;
    });
    const at = now();
    const kept = (drawings.get(key) ?? []).filter(
      (drawing) => drawing !== replacing && drawing.until + options.staleMs > at,
    );
    drawings.delete(key);
    // A returning visitor's session cookies are read too, so their drawings are rarely shared: bounded.
    const drawing: Drawing = { markup, read, until: at + options.freshMs, redrawing: false };
    drawings.set(key, [...kept, drawing].slice(-options.perPage));
    if (drawings.size > options.pages) drawings.delete(drawings.keys().next().value!);
    return markup;
  }

  return {
    /** The kept drawing for these cookies, or a new one; a drawing past its time is redrawn beside. */
    async get(key: string, cookies: Record<string, string>, draw: Draw): Promise<string | null> {
      const at = now();
      const same = drawings
        .get(key)
        ?.find(
          (drawing) =>
            drawing.until + options.staleMs > at &&
            [...drawing.read].every(([name, value]) => (cookies[name] ?? null) === value),
        );
      if (!same) return drawAndKeep(key, cookies, draw);
      if (same.until <= at && !same.redrawing) {
        same.redrawing = true;
        // A drawing that fails leaves the old one in place, and the next visitor tries again; once the old
        // one is past `staleMs` a visitor draws the page themselves, and hears why it fails.
        later(() => {
          drawAndKeep(key, cookies, draw, same).catch(() => {
            same.redrawing = false;
          });
        });
      }
      return same.markup;
    },
  };
}

/** The server's clock. Injected everywhere time matters so tests can move it. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock tests can set and advance. */
export class ManualClock implements Clock {
  constructor(private current: Date) {}
  now(): Date {
    return new Date(this.current.getTime());
  }
  set(date: Date): void {
    this.current = new Date(date.getTime());
  }
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

/**
 * The real time shifted by an offset that only moves forward or back when told. A test server
 * (NODE_ENV=test) runs on one so browser journeys can move it past a draw's stop time
 * (POST /ops/clock); nothing else ever uses it. See docs/decisions/0017.
 */
export class OffsetClock implements Clock {
  private offsetMs = 0;
  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }
  advance(ms: number): void {
    this.offsetMs += ms;
  }
  get offset(): number {
    return this.offsetMs;
  }
}

/** The clock a server process runs on: the system clock, except an adjustable one under test. */
export function processClock(nodeEnv: 'development' | 'production' | 'test'): Clock {
  return nodeEnv === 'test' ? new OffsetClock() : systemClock;
}

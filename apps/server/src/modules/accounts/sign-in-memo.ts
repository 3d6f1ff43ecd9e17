// Every signed-in call checks two facts before its own work: the customer's token (the signature's key)
// and that the session has not ended. Read from the database, that is two statements on every call. This
// process keeps what it read (decision 0058): a customer's token never changes, and a live session stays
// live until a sign-out or a password change ends it, which calls `sessionsEnded` once its transaction has
// committed. That drops the customer's entries here and, through the shared cache's drops (Redis pub/sub),
// in every other process, so an ended session is refused everywhere from the next call on.
//
// Only trusted while those drops reach every process that may hold an entry: on the embedded database,
// which one process owns, or while Redis is up and this process subscribed to its drops. Otherwise
// (PostgreSQL without Redis, or Redis away) every call reads the database, as it did before.
import type { Cache } from '../../lib/cache';

export interface SignInMemo {
  /** The customer's token, from memory or `load`. */
  customerToken(customerId: string, load: () => Promise<string | null>): Promise<string | null>;
  /** Whether the session is live, from memory (live ones only) or `load`. */
  sessionLive(customerId: string, sessionId: string, load: () => Promise<boolean>): Promise<boolean>;
  /** After a commit that ended some of the customer's sessions: forget them in every process. */
  sessionsEnded(customerId: string): Promise<void>;
}

/** Reads the database every time. */
export const UNCACHED_SIGN_INS: SignInMemo = {
  customerToken: (_customerId, load) => load(),
  sessionLive: (_customerId, _sessionId, load) => load(),
  sessionsEnded: async () => {},
};

const DROP_PREFIX = 'sign-ins:';
/** A backstop in case a drop is ever lost: no entry outlives this. */
const ENTRY_TTL_MS = 10 * 60_000;
/** Oldest entries go first beyond this many customers. */
const MAX_CUSTOMERS = 20_000;

interface Entry {
  token?: string;
  liveSessions: Set<string>;
  expiresAt: number;
}

export function createSignInMemo(
  cache: Cache,
  /** Whether this process would hear another's sign-outs now; the memo is skipped while it would not. */
  trusted: () => boolean,
  now: () => number = Date.now,
): SignInMemo {
  const entries = new Map<string, Entry>();
  // Bumped by every drop. A read that started before a drop does not store what it read: it may have
  // seen the session before the sign-out committed.
  let generation = 0;

  cache.onDrop((prefix) => {
    if (prefix !== '' && !prefix.startsWith(DROP_PREFIX)) return;
    generation += 1;
    if (prefix === '') entries.clear();
    else entries.delete(prefix.slice(DROP_PREFIX.length));
  });

  function entryOf(customerId: string): Entry | undefined {
    const entry = entries.get(customerId);
    if (entry && entry.expiresAt <= now()) {
      entries.delete(customerId);
      return undefined;
    }
    return entry;
  }

  function remember(customerId: string, readFrom: number, change: (entry: Entry) => void) {
    if (generation !== readFrom) return;
    let entry = entryOf(customerId);
    if (!entry) {
      if (entries.size >= MAX_CUSTOMERS) entries.delete(entries.keys().next().value as string);
      entry = { liveSessions: new Set(), expiresAt: now() + ENTRY_TTL_MS };
      entries.set(customerId, entry);
    }
    change(entry);
  }

  return {
    async customerToken(customerId, load) {
      if (!trusted()) return load();
      const known = entryOf(customerId)?.token;
      if (known !== undefined) return known;
      const readFrom = generation;
      const token = await load();
      if (token !== null)
        remember(customerId, readFrom, (entry) => {
          entry.token = token;
        });
      return token;
    },

    async sessionLive(customerId, sessionId, load) {
      if (!trusted()) return load();
      if (entryOf(customerId)?.liveSessions.has(sessionId)) return true;
      const readFrom = generation;
      const live = await load();
      if (live) remember(customerId, readFrom, (entry) => entry.liveSessions.add(sessionId));
      return live;
    },

    async sessionsEnded(customerId) {
      generation += 1;
      entries.delete(customerId);
      await cache.deletePrefix(`${DROP_PREFIX}${customerId}`);
    },
  };
}

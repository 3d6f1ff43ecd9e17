// The checker's typed-in games: one text per number slot until sent. Turning them into numbers is
// all that happens here; whether a game fits the lottery and what it won is the server's answer.
import type { TicketCheckGameInput, TicketCheckSet } from '@fairdraw/contracts';

/**
 * A game being typed: per number set, one text per number (more than a game's count for a System,
 * PowerHit or PowerPik entry), and whether a Lotto Strike entry is boxed.
 */
export interface GameEntry {
  slots: string[][];
  boxed: boolean;
}

export function emptyEntry(sets: readonly TicketCheckSet[]): GameEntry {
  return { slots: sets.map((set) => Array.from({ length: set.count }, () => '')), boxed: false };
}

export function withSlot(entry: GameEntry, setIndex: number, slot: number, text: string): GameEntry {
  return {
    ...entry,
    slots: entry.slots.map((slots, index) =>
      index === setIndex ? slots.map((value, at) => (at === slot ? text : value)) : slots,
    ),
  };
}

/** One number box more (up to the set's most) or fewer (down to a game's count). */
export function withSlotCount(
  entry: GameEntry,
  setIndex: number,
  set: TicketCheckSet,
  change: 1 | -1,
): GameEntry {
  return {
    ...entry,
    slots: entry.slots.map((slots, index) => {
      if (index !== setIndex) return slots;
      if (change === 1) return slots.length < set.maxCount ? [...slots, ''] : slots;
      return slots.length > set.count ? slots.slice(0, -1) : slots;
    }),
  };
}

/** The game to send, or why it cannot be sent: every slot must hold a whole number. */
export function toGameInput(
  entry: GameEntry,
  sets: readonly TicketCheckSet[],
  gameIndex: number,
): { ok: true; game: TicketCheckGameInput } | { ok: false; message: string } {
  const texts = entry.slots.flat().map((text) => text.trim());
  if (texts.some((text) => !/^[0-9]{1,2}$/.test(text))) {
    return { ok: false, message: `Game ${gameIndex + 1}: fill in every number.` };
  }
  return {
    ok: true,
    game: {
      sets: sets.map((set, index) => ({ key: set.key, numbers: (entry.slots[index] ?? []).map(Number) })),
      ...(entry.boxed ? { boxed: true } : {}),
    },
  };
}

/** The server's field errors (`games.2`) as a message per game index. */
export function gameErrorsFrom(errors: Readonly<Record<string, readonly string[]>>): Map<number, string> {
  const byGame = new Map<number, string>();
  for (const [field, messages] of Object.entries(errors)) {
    const match = /^games\.(\d+)/.exec(field);
    if (match && messages[0]) byGame.set(Number(match[1]), messages[0]);
  }
  return byGame;
}

// The checker's typed-in games: one text per number slot until sent. Turning them into numbers is
// all that happens here; whether a game fits the lottery and what it won is the server's answer.
import type { TicketCheckGameInput, TicketCheckSet } from '@fairdraw/contracts';

/** A game being typed: per number set, one text per number. */
export type GameEntry = string[][];

export function emptyEntry(sets: readonly TicketCheckSet[]): GameEntry {
  return sets.map((set) => Array.from({ length: set.count }, () => ''));
}

export function withSlot(entry: GameEntry, setIndex: number, slot: number, text: string): GameEntry {
  return entry.map((slots, index) =>
    index === setIndex ? slots.map((value, at) => (at === slot ? text : value)) : slots,
  );
}

/** The game to send, or why it cannot be sent: every slot must hold a whole number. */
export function toGameInput(
  entry: GameEntry,
  sets: readonly TicketCheckSet[],
  gameIndex: number,
): { ok: true; game: TicketCheckGameInput } | { ok: false; message: string } {
  const texts = entry.flat().map((text) => text.trim());
  if (texts.some((text) => !/^[0-9]{1,2}$/.test(text))) {
    return { ok: false, message: `Game ${gameIndex + 1}: fill in every number.` };
  }
  return {
    ok: true,
    game: { sets: sets.map((set, index) => ({ key: set.key, numbers: (entry[index] ?? []).map(Number) })) },
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

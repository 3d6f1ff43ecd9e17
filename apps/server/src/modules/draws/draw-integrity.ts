// The two things anyone can check about a draw (docs/draw-integrity.md): the entry set sealed when
// sales stopped, and, for raffles, the winners that follow from a seed committed to before the draw.
import { createHash, randomBytes } from 'node:crypto';
import type { CartGame } from '@fairdraw/contracts';

const sha256Hex = (text: string | Buffer) => createHash('sha256').update(text).digest('hex');

/**
 * One line per entry, sorted, joined by "\n", hashed with SHA-256:
 *   lottery: `<orderId>:<gameIndex>:<setKey>=<numbers ascending, comma-separated>[;<setKey>=…]` (sets by key)
 *   raffle:  `<ticketNumber>:<orderId>`
 */
export function lotteryEntryLines(entries: Array<{ orderId: string; games: CartGame[] | null }>): string[] {
  return entries.flatMap(({ orderId, games }) =>
    (games ?? []).map((game, index) => {
      const sets = [...game.sets]
        .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
        .map((set) => `${set.key}=${[...set.numbers].sort((a, b) => a - b).join(',')}`);
      return `${orderId}:${index}:${sets.join(';')}`;
    }),
  );
}

export function raffleEntryLines(entries: Array<{ ticketNumber: number; orderId: string }>): string[] {
  return entries.map((entry) => `${entry.ticketNumber}:${entry.orderId}`);
}

export function entrySetHash(lines: string[]): string {
  return sha256Hex([...lines].sort().join('\n'));
}

/** A new raffle seed (32 random bytes, hex) and its commitment, SHA-256 of the seed's bytes. */
export function newRaffleSeed(): { seed: string; seedHash: string } {
  const seed = randomBytes(32).toString('hex');
  return { seed, seedHash: raffleSeedCommitment(seed) };
}

export function raffleSeedCommitment(seedHex: string): string {
  return sha256Hex(Buffer.from(seedHex, 'hex'));
}

const TWO_64 = 1n << 64n;

/**
 * The winning tickets of a raffle whose sold ticket numbers, in ascending order, are t[0…n−1]: for
 * i = 0, 1, 2, … take the first 8 bytes of SHA-256("<seed hex>:<i>") as an unsigned big-endian
 * integer v; skip v when it falls in the last incomplete block (v ≥ 2^64 − 2^64 mod n, so every
 * ticket is equally likely); otherwise ticket t[v mod n] wins unless it already has. Stops after
 * `count` winners (or when every ticket has won).
 */
export function raffleWinningTickets(
  seedHex: string,
  soldTickets: readonly number[],
  count: number,
): number[] {
  const tickets = [...soldTickets].sort((a, b) => a - b);
  const winners: number[] = [];
  if (tickets.length === 0) return winners;
  const n = BigInt(tickets.length);
  const limit = TWO_64 - (TWO_64 % n);
  const wanted = Math.min(count, tickets.length);
  for (let i = 0; winners.length < wanted; i++) {
    const v = BigInt(`0x${sha256Hex(`${seedHex}:${i}`).slice(0, 16)}`);
    if (v >= limit) continue;
    const ticket = tickets[Number(v % n)] as number;
    if (!winners.includes(ticket)) winners.push(ticket);
  }
  return winners;
}

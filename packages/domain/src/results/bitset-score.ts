// The fast scorer: games packed into two 32-bit words each, matched with AND and a SWAR popcount,
// divisions looked up in a table built from the same rules `scoreGame` uses. Scores millions of games
// per draw on one core without BigInt or per-game objects.
//
// Layout per game (GAME_WORDS = 2):
// - any order: word 0 bit n-1 = number n (1–32); word 1 bit n-33 = number n (33–58), and
//   word 1 bits 26–31 = the bonus ball's value (0 when the game has none).
// - in order (Lotto Strike): word 0 = pick i in bits 6i..6i+5 (up to 5 picks of 1–63); word 1 = 0.
import { MAIN_SET_KEY } from './divisions';
import type { DivisionTable } from './divisions';
import { assertScorableGame, divisionForMatches, drawResultProblems } from './score';
import type { DrawResult, ScorableGame } from './score';

export const GAME_WORDS = 2;
/** Where the bonus ball's value sits in word 1; numbers 33–58 sit below it. */
export const BONUS_SHIFT = 26;
const ORDER_BITS = 6;

/** Bits set in a 32-bit word: the SWAR method (pairs, nibbles, bytes, then one multiply to add the bytes). */
export function popcount32(word: number): number {
  let x = word - ((word >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  return Math.imul(x, 0x01010101) >>> 24;
}

/** popcount(a) + popcount(b), sharing the byte sum: each nibble holds at most 4 + 4 = 8. */
function popcount64(a: number, b: number): number {
  a = a - ((a >>> 1) & 0x55555555);
  b = b - ((b >>> 1) & 0x55555555);
  let x = (a & 0x33333333) + ((a >>> 2) & 0x33333333) + (b & 0x33333333) + ((b >>> 2) & 0x33333333);
  x = (x & 0x0f0f0f0f) + ((x >>> 4) & 0x0f0f0f0f);
  return Math.imul(x, 0x01010101) >>> 24;
}

function assertEncodable(table: DivisionTable): void {
  const { matrix } = table;
  const fits = matrix.inOrder
    ? matrix.count * ORDER_BITS <= 30 && matrix.max < 1 << ORDER_BITS
    : matrix.max <= 32 + BONUS_SHIFT && (matrix.bonus?.max ?? 0) < 1 << (32 - BONUS_SHIFT);
  if (!fits) throw new RangeError(`${table.lotteryKey}'s matrix does not fit two 32-bit words`);
}

/** Numbers as two words of bits (number n → bit n-1). */
function numberBits(numbers: readonly number[]): [number, number] {
  let low = 0;
  let high = 0;
  for (const n of numbers) {
    if (n <= 32) low |= 1 << (n - 1);
    else high |= 1 << (n - 33);
  }
  return [low >>> 0, high >>> 0];
}

function packInOrder(numbers: readonly number[]): number {
  return numbers.reduce((word, n, index) => word | (n << (ORDER_BITS * index)), 0) >>> 0;
}

/** Writes one game at position `index` of `target` (words 2·index and 2·index+1). Throws on a game that does not fit. */
export function encodeGameInto(
  table: DivisionTable,
  game: ScorableGame,
  target: Uint32Array,
  index: number,
): void {
  assertEncodable(table);
  assertScorableGame(table, game);
  const { matrix } = table;
  const main = game.sets.find((set) => set.key === MAIN_SET_KEY)?.numbers ?? [];
  const at = index * GAME_WORDS;
  if (matrix.inOrder) {
    target[at] = packInOrder(main);
    target[at + 1] = 0;
    return;
  }
  const [low, high] = numberBits(main);
  const bonus = matrix.bonus ? (game.sets.find((set) => set.key === matrix.bonus?.key)?.numbers[0] ?? 0) : 0;
  target[at] = low;
  target[at + 1] = (high | (bonus << BONUS_SHIFT)) >>> 0;
}

/** Packs games for `scoreBatch`, GAME_WORDS words each, in the order given. */
export function encodeGames(table: DivisionTable, games: readonly ScorableGame[]): Uint32Array {
  const encoded = new Uint32Array(games.length * GAME_WORDS);
  games.forEach((game, index) => encodeGameInto(table, game, encoded, index));
  return encoded;
}

/** Division by (main, supplementaries, bonus) matched, built once per call from the table's rules. */
function divisionLookup(table: DivisionTable): Uint8Array {
  const { count, supplementaryCount } = table.matrix;
  const lookup = new Uint8Array((count + 1) * (supplementaryCount + 1) * 2);
  for (let main = 0; main <= count; main += 1) {
    for (let supplementary = 0; supplementary <= supplementaryCount; supplementary += 1) {
      for (const bonus of [false, true]) {
        const slot = (main * (supplementaryCount + 1) + supplementary) * 2 + (bonus ? 1 : 0);
        lookup[slot] = divisionForMatches(table, { main, supplementary, bonus }) ?? 0;
      }
    }
  }
  return lookup;
}

/**
 * The division of every encoded game (0 = no win), in order. The games are trusted to have come from
 * `encodeGames` for this table; the result is checked.
 */
export function scoreBatch(table: DivisionTable, encodedGames: Uint32Array, result: DrawResult): Uint8Array {
  assertEncodable(table);
  const problems = drawResultProblems(table, result);
  if (problems.length > 0) throw new RangeError(`Bad ${table.lotteryKey} result: ${problems.join(' ')}`);
  if (encodedGames.length % GAME_WORDS !== 0) throw new RangeError('Encoded games come in pairs of words');

  const { matrix } = table;
  const games = encodedGames.length / GAME_WORDS;
  const divisions = new Uint8Array(games);
  const lookup = divisionLookup(table);
  const winning = result.winning[MAIN_SET_KEY] ?? [];

  if (matrix.inOrder) {
    // A position matches when its 6-bit field of (game XOR result) is zero.
    const drawn = packInOrder(winning);
    const fields = matrix.count;
    for (let i = 0; i < games; i += 1) {
      const diff = encodedGames[i * GAME_WORDS]! ^ drawn;
      let main = 0;
      for (let field = 0; field < fields; field += 1) {
        if (((diff >>> (field * ORDER_BITS)) & 63) === 0) main += 1;
      }
      divisions[i] = lookup[main * 2]!;
    }
    return divisions;
  }

  // Numbers 33–58 sit below BONUS_SHIFT, so ANDing with a result's bits drops the game's bonus field.
  const [win0, win1] = numberBits(winning);
  const [sup0, sup1] = numberBits(result.supplementary);
  const bonusBall = matrix.bonus ? (result.winning[matrix.bonus.key]?.[0] ?? -1) : -1;
  const suppSlots = matrix.supplementaryCount + 1;
  // Without a bonus barrel every game's bonus field is 0, which never equals -1: the "no bonus" column.
  if (matrix.supplementaryCount === 0) {
    for (let i = 0, at = 0; i < games; i += 1, at += GAME_WORDS) {
      const low = encodedGames[at]!;
      const high = encodedGames[at + 1]!;
      const main = popcount64(low & win0, high & win1);
      const bonus = high >>> BONUS_SHIFT === bonusBall ? 1 : 0;
      divisions[i] = lookup[main * 2 + bonus]!;
    }
    return divisions;
  }
  for (let i = 0, at = 0; i < games; i += 1, at += GAME_WORDS) {
    const low = encodedGames[at]!;
    const high = encodedGames[at + 1]!;
    const main = popcount64(low & win0, high & win1);
    const supplementary = popcount64(low & sup0, high & sup1);
    const bonus = high >>> BONUS_SHIFT === bonusBall ? 1 : 0;
    divisions[i] = lookup[(main * suppSlots + supplementary) * 2 + bonus]!;
  }
  return divisions;
}

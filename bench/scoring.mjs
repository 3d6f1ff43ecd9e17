// Scoring speed: 10,000,000 random Powerball games (7 of 1–35 + a Powerball of 1–20, from a fixed seed)
// scored into prize divisions by the bitset scorer on one core, and side by side the same games scored by
// one SQL statement (bit_count on a bigint bitmask) in PostgreSQL. PGlite by default, DATABASE_URL when set.
// Loading rows into PGlite is slow, so the SQL side scores the first --sql-games of the same games.
// Usage: npx tsx bench/scoring.mjs [--games 10000000] [--sql-games 1000000] [--runs 5] [--seed 2026]
import os from 'node:os';
import {
  BONUS_SHIFT,
  GAME_WORDS,
  divisionTable,
  encodeGameInto,
  choose,
  scoreBatch,
  scoreEntries,
  scoreEntry,
  scoreGame,
} from '../packages/domain/src/index.ts';

const arg = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const gameCount = arg('games', 10_000_000);
const sqlGames = Math.min(arg('sql-games', 1_000_000), gameCount);
const runs = arg('runs', 5);
const seed = arg('seed', 2026);
const systemEntries = arg('system-entries', 100_000);

const table = divisionTable('powerball');
const { count, max, bonus } = table.matrix;

// xorshift32: deterministic and cheap enough that generating 10M games takes about a second.
let state = seed >>> 0 || 1;
const nextInt = (below) => {
  state ^= state << 13;
  state ^= state >>> 17;
  state ^= state << 5;
  state >>>= 0;
  return state % below;
};

/** Random distinct numbers straight into the scorer's layout (numbers 1–32 word 0, 33+ word 1, bonus above). */
function generateGames(games) {
  const encoded = new Uint32Array(games * GAME_WORDS);
  for (let i = 0; i < games; i += 1) {
    let low = 0;
    let high = 0;
    for (let picked = 0; picked < count;) {
      const n = 1 + nextInt(max);
      if (n <= 32) {
        if (low & (1 << (n - 1))) continue;
        low |= 1 << (n - 1);
      } else {
        if (high & (1 << (n - 33))) continue;
        high |= 1 << (n - 33);
      }
      picked += 1;
    }
    encoded[i * GAME_WORDS] = low >>> 0;
    encoded[i * GAME_WORDS + 1] = (high | ((1 + nextInt(bonus.max)) << BONUS_SHIFT)) >>> 0;
  }
  return encoded;
}

function decodeGame(encoded, index) {
  const low = encoded[index * GAME_WORDS];
  const high = encoded[index * GAME_WORDS + 1];
  const numbers = [];
  for (let n = 1; n <= max; n += 1) {
    if (n <= 32 ? low & (1 << (n - 1)) : high & (1 << (n - 33))) numbers.push(n);
  }
  return {
    sets: [
      { key: 'numbers', numbers },
      { key: 'powerball', numbers: [high >>> BONUS_SHIFT] },
    ],
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const tally = (divisions) => {
  const counts = new Array(table.divisions.length + 1).fill(0);
  for (const division of divisions) counts[division] += 1;
  return counts;
};
const fmt = (n, digits = 1) => n.toLocaleString('en-AU', { maximumFractionDigits: digits });

// The draw: a fixed result from the same seed, so every run scores the same thing.
const drawn = [];
while (drawn.length < count) {
  const n = 1 + nextInt(max);
  if (!drawn.includes(n)) drawn.push(n);
}
const result = { winning: { numbers: drawn, powerball: [1 + nextInt(bonus.max)] }, supplementary: [] };

let started = performance.now();
const encoded = generateGames(gameCount);
console.log(
  `generated ${fmt(gameCount, 0)} games in ${fmt(performance.now() - started, 0)} ms (seed ${seed})`,
);
console.log(`draw: ${drawn.join(' ')} Powerball ${result.winning.powerball[0]}`);

// The generated words must be what encodeGames writes, and score as scoreGame does.
const checked = Math.min(20_000, gameCount);
const sample = new Uint32Array(GAME_WORDS);
const sampleDivisions = scoreBatch(table, encoded.subarray(0, checked * GAME_WORDS), result);
for (let i = 0; i < checked; i += 1) {
  const game = decodeGame(encoded, i);
  encodeGameInto(table, game, sample, 0);
  if (sample[0] !== encoded[i * GAME_WORDS] || sample[1] !== encoded[i * GAME_WORDS + 1]) {
    throw new Error(`game ${i} is not in the encodeGames layout`);
  }
  if ((scoreGame(game, result, table) ?? 0) !== sampleDivisions[i])
    throw new Error(`game ${i} scores differently`);
}

// Bitset scorer: one warm-up, then the median of `runs`.
scoreBatch(table, encoded, result);
const bitsetTimes = [];
const bitsetCpu = [];
let divisions;
for (let run = 0; run < runs; run += 1) {
  const cpu = process.cpuUsage();
  started = performance.now();
  divisions = scoreBatch(table, encoded, result);
  bitsetTimes.push(performance.now() - started);
  // CPU time as well: on a shared machine the wall clock also counts time spent waiting for a core.
  const used = process.cpuUsage(cpu);
  bitsetCpu.push((used.user + used.system) / 1000);
}
const bitsetMs = median(bitsetTimes);
const bitsetRate = gameCount / (bitsetMs / 1000);
const counts = tally(divisions);
console.log(
  `bitset: ${fmt(gameCount, 0)} games in ${fmt(bitsetMs)} ms median (${bitsetTimes.map((t) => fmt(t)).join(', ')}), ` +
    `${fmt(bitsetRate / 1e6)} M games/s, ${fmt((bitsetMs * 1e6) / gameCount, 2)} ns/game; ` +
    `CPU ${fmt(median(bitsetCpu))} ms median`,
);
console.log(`divisions 1..${table.divisions.length}: ${counts.slice(1).join(' ')}; no win: ${counts[0]}`);

// System, PowerHit and PowerHit System entries in the same draw (decision 0047): counted division by
// division, never listed. A third each of Powerball System 10 (120 games), PowerHit (20) and PowerHit
// System 9 (720), from the same seed.
const shapes = [
  { picks: 10, balls: 1 },
  { picks: 7, balls: bonus.max },
  { picks: 9, balls: bonus.max },
];
const distinct = (howMany, below) => {
  const picked = new Set();
  while (picked.size < howMany) picked.add(1 + nextInt(below));
  return [...picked];
};
const entries = Array.from({ length: systemEntries }, (_, i) => {
  const shape = shapes[i % shapes.length];
  const balls =
    shape.balls === bonus.max ? Array.from({ length: bonus.max }, (_, b) => b + 1) : distinct(1, bonus.max);
  return {
    sets: [
      { key: 'numbers', numbers: distinct(shape.picks, max) },
      { key: 'powerball', numbers: balls },
    ],
  };
});
const coveredGames = entries.reduce(
  (sum, entry) => sum + choose(entry.sets[0].numbers.length, count) * entry.sets[1].numbers.length,
  0,
);
// The counts must equal scoring every game the first entries stand for, one by one.
for (const entry of entries.slice(0, 30)) {
  const listed = new Map();
  const pickK = (from, k) =>
    k === 0 ? [[]] : from.flatMap((n, i) => pickK(from.slice(i + 1), k - 1).map((rest) => [n, ...rest]));
  for (const line of pickK(entry.sets[0].numbers, count))
    for (const ball of entry.sets[1].numbers) {
      const division = scoreGame(
        {
          sets: [
            { key: 'numbers', numbers: line },
            { key: 'powerball', numbers: [ball] },
          ],
        },
        result,
        table,
      );
      if (division !== null) listed.set(division, (listed.get(division) ?? 0) + 1);
    }
  const counted = scoreEntry(table, entry, result)
    .map(({ division, games }) => `${division}:${games}`)
    .join();
  const expected = [...listed]
    .sort(([a], [b]) => a - b)
    .map(([division, games]) => `${division}:${games}`)
    .join();
  if (counted !== expected) throw new Error(`an entry counts ${counted}, listed ${expected}`);
}
// The lifecycle's path: every entry of the draw in one call, the result checked once.
const playedEntries = entries.map((game) => ({ game, boxed: false }));
const scoreAllEntries = () => {
  const wins = new Array(table.divisions.length + 1).fill(0);
  for (const entryWins of scoreEntries(table, playedEntries, result))
    for (const { division, games } of entryWins) wins[division] += games;
  return wins;
};
scoreAllEntries();
const entryTimes = [];
let entryWins;
for (let run = 0; run < runs; run += 1) {
  started = performance.now();
  entryWins = scoreAllEntries();
  entryTimes.push(performance.now() - started);
}
const entryMs = median(entryTimes);
const entryRate = coveredGames / (entryMs / 1000);
console.log(
  `entries: ${fmt(systemEntries, 0)} System/PowerHit entries standing for ${fmt(coveredGames, 0)} games in ` +
    `${fmt(entryMs)} ms median (${entryTimes.map((t) => fmt(t)).join(', ')}), ${fmt(entryRate / 1e6)} M covered games/s`,
);
console.log(`entry divisions 1..${table.divisions.length}: ${entryWins.slice(1).join(' ')}`);
console.log(
  `draw with both: ${fmt(gameCount + coveredGames, 0)} games scored in ${fmt(bitsetMs + entryMs)} ms; ` +
    `counting covers ${fmt(entryRate / bitsetRate)}× the games per second the bitset scorer does`,
);

// SQL scorer on the first `sqlGames` of the same games.
const sqlDatabase = await openSql();
await sqlDatabase.exec('CREATE TEMP TABLE bench_games (main bigint NOT NULL, bonus smallint NOT NULL)');
started = performance.now();
const chunk = 50_000;
for (let from = 0; from < sqlGames; from += chunk) {
  const mains = [];
  const balls = [];
  for (let i = from; i < Math.min(from + chunk, sqlGames); i += 1) {
    const high = encoded[i * GAME_WORDS + 1];
    // Numbers 1–35 as one bigint bitmask: bit n-1 = number n.
    mains.push(String(BigInt(encoded[i * GAME_WORDS]) | (BigInt(high & ((1 << BONUS_SHIFT) - 1)) << 32n)));
    balls.push(high >>> BONUS_SHIFT);
  }
  await sqlDatabase.query(
    'INSERT INTO bench_games (main, bonus) SELECT * FROM unnest($1::bigint[], $2::smallint[])',
    [mains, balls],
  );
}
console.log(
  `loaded ${fmt(sqlGames, 0)} games into ${sqlDatabase.name} in ${fmt(performance.now() - started, 0)} ms`,
);

const winningMask = String(drawn.reduce((mask, n) => mask | (1n << BigInt(n - 1)), 0n));
// The division rules as a CASE, built from the same table (first matching division wins).
const when = table.divisions
  .map(({ number, requires }) => {
    const conditions = [`m IN (${requires.main.join(', ')})`];
    if (requires.bonus) conditions.push('b');
    return `WHEN ${conditions.join(' AND ')} THEN ${number}`;
  })
  .join(' ');
const scoringSql = `SELECT division, count(*)::int AS games FROM (
  SELECT CASE ${when} ELSE 0 END AS division
  FROM (SELECT bit_count((main & $1::bigint)::bit(64)) AS m, bonus = $2 AS b FROM bench_games) AS matched
) AS scored GROUP BY division ORDER BY division`;
const scoreSql = () => sqlDatabase.query(scoringSql, [winningMask, result.winning.powerball[0]]);

await scoreSql();
const sqlTimes = [];
let sqlRows;
for (let run = 0; run < runs; run += 1) {
  started = performance.now();
  sqlRows = await scoreSql();
  sqlTimes.push(performance.now() - started);
}
const sqlMs = median(sqlTimes);
const sqlRate = sqlGames / (sqlMs / 1000);
console.log(
  `sql (${sqlDatabase.name}): ${fmt(sqlGames, 0)} games in ${fmt(sqlMs)} ms median (${sqlTimes.map((t) => fmt(t)).join(', ')}), ` +
    `${fmt(sqlRate / 1e6, 2)} M games/s`,
);

// Both scorers must agree on the games they both scored.
const sqlCounts = new Array(table.divisions.length + 1).fill(0);
for (const row of sqlRows) sqlCounts[Number(row.division)] = Number(row.games);
const bitsetSample = tally(divisions.subarray(0, sqlGames));
if (sqlCounts.join() !== bitsetSample.join()) {
  throw new Error(`SQL ${sqlCounts.join()} ≠ bitset ${bitsetSample.join()} on the first ${sqlGames} games`);
}
console.log(`sql and bitset agree on the first ${fmt(sqlGames, 0)} games: ${sqlCounts.join(' ')}`);
console.log(`ratio: bitset scores ${fmt(bitsetRate / sqlRate)}× as many games per second as SQL`);
console.log(
  `machine: ${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), Node ${process.version}, ` +
    `rss ${Math.round(process.memoryUsage().rss / 2 ** 20)} MiB`,
);
await sqlDatabase.close();

/** A PostgreSQL connection with the same two calls on either engine. */
async function openSql() {
  if (process.env.DATABASE_URL) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    return {
      name: 'PostgreSQL',
      exec: (text) => client.query(text),
      query: async (text, params) => (await client.query(text, params)).rows,
      close: () => client.end(),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create();
  return {
    name: 'PGlite',
    exec: (text) => db.exec(text),
    query: async (text, params) => (await db.query(text, params)).rows,
    close: () => db.close(),
  };
}

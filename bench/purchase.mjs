// Checkout against PostgreSQL, side by side with pgbench TPC-B on the same server (issue 3, item 8).
// Starts the built server on a fresh database, signs up `clients` customers with funded wallets, and has
// each of them loop over real HTTP: three lines into the cart (Saturday Lotto, Powerball, a charity
// raffle bundle), then POST /v2/cart/purchase with an Idempotency-Key. Then runs pgbench TPC-B with
// the same clients and duration on a second fresh database, prints both and their ratio, and proves
// the shop's ledger and checkouts afterwards. Both databases are dropped at the end.
// Usage: npm run bench:purchase [-- --clients 32 --duration 20 --warmup 5 --scale 32 --servers 1
//        --profile <dir> --server-flags "<node flags>" --node-defaults --tpcb-duration <s>
//        --memory-record <file> --database-work]
//        DATABASE_URL is the admin URL (default postgres://root@127.0.0.1:5432/test).
import { spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '@fairdraw/db';
import { signedHeaders } from '../apps/server/test/support.ts';
import {
  HouseAccount,
  auditLedger,
  ensureWallet,
  postTransaction,
  walletAccountCode,
} from '../apps/server/src/modules/ledger/ledger.service.ts';
import { freePort } from './free-port.mjs';
import { SERVER_NODE_FLAGS, serverEnvironment } from '../scripts/server-runtime.mjs';

const root = path.resolve(import.meta.dirname, '..');
const arg = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const clients = arg('clients', 32);
const durationS = arg('duration', 20);
const warmupS = arg('warmup', 5);
const scale = arg('scale', 32);
// Server processes sharing the database, as behind a load balancer; clients are spread over them.
const servers = arg('servers', 1);
// --server-flags "<flags>": Node options for the server processes only (e.g. heap sizes).
const serverFlags = process.argv.includes('--server-flags')
  ? process.argv[process.argv.indexOf('--server-flags') + 1].split(/\s+/).filter(Boolean)
  : [];
// The server runs with `npm start`'s memory settings (scripts/server-runtime.mjs); --node-defaults runs
// it with Node's and glibc's own, to compare.
const nodeDefaults = process.argv.includes('--node-defaults');
// --tpcb-duration <s>: pgbench's seconds when they should differ from the shop's (a long memory run).
const tpcbDurationS = arg('tpcb-duration', durationS);
// --memory-record <file>: every 2 s sample of the server's memory, as CSV.
const memoryRecord = process.argv.includes('--memory-record')
  ? path.resolve(process.argv[process.argv.indexOf('--memory-record') + 1])
  : null;
// --database-work: what the database did per purchase, printed at the end: the shop's functions by
// their own time (PostgreSQL's track_functions, which counts waits for locks too) and the rows each
// table gained, changed and lost.
const databaseWork = process.argv.includes('--database-work');
// --profile <dir>: the server writes a V8 CPU profile there when it stops.
const profileDir = process.argv.includes('--profile')
  ? path.resolve(process.argv[process.argv.indexOf('--profile') + 1])
  : null;
const adminUrl = process.env.DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
const APP_KEY = 'fairdraw-bench';
const APP_SECRET = randomUUID();
// Shared by every server process, so a token one issues is good on the others.
const AUTH_TOKEN_SECRET = randomUUID() + randomUUID();
const OPS_TOKEN = randomUUID() + randomUUID();
const CREDIT_CENTS = 1_000_000_00;

// ---- databases ------------------------------------------------------------------------------------

async function admin(statement) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
const urlOf = (name) => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};
const suffix = randomUUID().replace(/-/g, '').slice(0, 10);
const shopDb = `fd_bench_shop_${suffix}`;
const pgbenchDb = `fd_bench_tpcb_${suffix}`;
const cleanups = [];
async function cleanUp() {
  for (const step of cleanups.reverse()) await step().catch((error) => console.error(error.message));
}

// ---- the server -----------------------------------------------------------------------------------

async function startServer(databaseUrl) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fairdraw-bench-'));
  const profile = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const server = spawn(
    process.execPath,
    [
      ...profile,
      ...(nodeDefaults ? [] : SERVER_NODE_FLAGS),
      ...serverFlags,
      path.join(root, 'apps/server/dist/server.js'),
    ],
    {
      cwd: root,
      env: {
        ...(nodeDefaults ? process.env : serverEnvironment()),
        NODE_ENV: 'production',
        // The demo catalogue is what the benchmark buys; production seeds it only when asked.
        SEED_DEMO_DATA: 'true',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        LOG_LEVEL: 'warn',
        APP_KEY,
        APP_SECRET,
        AUTH_TOKEN_SECRET,
        OPS_TOKEN,
        REDIS_NAMESPACE: `fairdraw-bench:${suffix}:`,
        // Clients arrive as separate addresses through the proxy header, as behind a load balancer, so the
        // per-address rate limit applies to each of them rather than to the benchmark as a whole.
        TRUST_PROXY: 'true',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  cleanups.push(stop);
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode}`);
    const ready = await fetch(`${base}/ready`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ready) return { port, stop, pid: server.pid };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('The server was not ready within 90 s');
}

// Processor time, from /proc, in ms: where a cycle's work goes between PostgreSQL (every `postgres`
// process, with what the postmaster collected from backends that ended), the shop's servers and this
// benchmark (its clients; with pgbench, its children), and the whole machine's busy time.
const TICK_MS = 1000 / Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout || 100);
// [user, kernel] ticks of one process, and with its ended children's when asked.
function ticksOf(pid, withChildren = false) {
  try {
    // Fields after the command's closing parenthesis: utime is the 12th, stime, cutime, cstime follow.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ').map(Number);
    return withChildren ? [fields[11] + fields[13], fields[12] + fields[14]] : [fields[11], fields[12]];
  } catch {
    return [0, 0];
  }
}
const add = (a, b) => [a[0] + b[0], a[1] + b[1]];
function cpuMs(serverPids) {
  let postgres = [0, 0];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres')
        postgres = add(postgres, ticksOf(entry, true));
    } catch {
      // The process ended while the list was read.
    }
  }
  const [, ...cpu] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  const [user, nice, system, , , irq, softirq, steal] = cpu;
  const servers = serverPids.reduce((sum, pid) => add(sum, ticksOf(pid)), [0, 0]);
  const bench = ticksOf('self', true);
  const ms = ([userTicks, kernelTicks]) => ({
    all: (userTicks + kernelTicks) * TICK_MS,
    kernel: kernelTicks * TICK_MS,
  });
  return {
    postgres: ms(postgres),
    servers: ms(servers),
    bench: ms(bench),
    machine: ms([user + nice + steal, system + irq + softirq]),
  };
}
const cpuPer = (before, after, count) =>
  Object.fromEntries(
    Object.keys(before).map((key) => [
      key,
      {
        all: (after[key].all - before[key].all) / count,
        kernel: (after[key].kernel - before[key].kernel) / count,
      },
    ]),
  );

/** A process's resident memory in MB (Linux), or null once it is gone. */
function rssMb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1]);
    return Number.isFinite(kb) ? kb / 1024 : null;
  } catch {
    return null;
  }
}

// ---- HTTP -----------------------------------------------------------------------------------------

const agent = new http.Agent({ keepAlive: true, maxSockets: clients + 4 });
const ports = [];

// The bytes of every answer, by call: what the server serialised and the clients parsed.
const answeredBytes = new Map();
/** A signed JSON request; resolves with the status and the parsed envelope. */
function request(method, url, { customer, body, headers = {}, ip, port = ports[0] } = {}) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const signed = signedHeaders({
    now: new Date(),
    appKey: APP_KEY,
    appSecret: APP_SECRET,
    ...(customer ? { customerToken: customer.customer_token } : {}),
  });
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: url,
        agent,
        headers: {
          ...signed,
          'x-api-version': '3.9',
          'x-forwarded-for': ip ?? '10.0.0.1',
          ...(customer
            ? { 'x-customer-id': customer.customer_id, authorization: `Bearer ${customer.access_token}` }
            : {}),
          ...(payload === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
          ...headers,
        },
      },
      (incoming) => {
        const chunks = [];
        incoming.on('data', (chunk) => chunks.push(chunk));
        incoming.on('end', () => {
          const bytes = Buffer.concat(chunks);
          const call = `${method} ${url}`;
          const sofar = answeredBytes.get(call) ?? { bytes: 0, calls: 0 };
          answeredBytes.set(call, { bytes: sofar.bytes + bytes.length, calls: sofar.calls + 1 });
          const raw = bytes.toString('utf8');
          let parsed = null;
          try {
            parsed = JSON.parse(raw);
          } catch {
            // not JSON
          }
          resolve({ status: incoming.statusCode, body: parsed, raw });
        });
        incoming.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

async function expectStatus(promise, status, what) {
  const answer = await promise;
  if (answer.status !== status)
    throw new Error(`${what}: expected ${status}, got ${answer.status}: ${answer.raw.slice(0, 400)}`);
  return answer.body.result;
}

// ---- the cart -------------------------------------------------------------------------------------

/** A valid hand of numbers for every number set of a game offer (the lowest numbers of each set). */
function gamesFor(gameOffer) {
  return [
    {
      sets: gameOffer.number_sets.map((set) => ({
        key: set.key,
        numbers: Array.from({ length: set.count }, (_unused, index) => set.min + index),
      })),
    },
  ];
}

/**
 * The first draw still selling when the run ends, with a minute to spare: a draw that stops during the
 * run would fail its cycles and cut a long run short.
 */
function drawOpenThroughRun(offer) {
  const until = Date.now() + (warmupS + durationS + 60) * 1000;
  const draw = offer.draws.find((item) => Date.parse(item.stop) > until);
  if (!draw) throw new Error(`${offer.key} has no draw selling until the run ends; ask for more draws`);
  return draw;
}

function lotteryLine(offers, key) {
  const offer = offers.find((item) => item.key === key);
  if (!offer) throw new Error(`The catalogue has no ${key}`);
  const gameOffer = offer.game_types.find((type) => type.key === 'standard').game_offers[0];
  return {
    product_type: 'lottery_ticket',
    lottery: key,
    game_type: 'standard',
    game_offer: gameOffer.key,
    draw_no: drawOpenThroughRun(offer).draw_no,
    num_draws: 1,
    quickpick: false,
    games: gamesFor(gameOffer),
  };
}

/** The charity raffle with the most tickets left, one single-ticket bundle at a time. */
function raffleLine(offers) {
  const raffles = offers
    .filter((offer) => offer.type === 'raffle_ticket' && offer.draws[0]?.purchase_status === 'open')
    .map((offer) => ({ offer, draw: offer.draws[0] }))
    .sort(
      (a, b) =>
        b.draw.draw_data.ticket_cap -
        b.draw.draw_data.tickets_sold -
        (a.draw.draw_data.ticket_cap - a.draw.draw_data.tickets_sold),
    );
  const { offer, draw } = raffles[0];
  const bundle = [...draw.offers].sort((a, b) => a.num_tickets - b.num_tickets)[0];
  return {
    line: {
      product_type: 'raffle_ticket',
      lottery: offer.key,
      draw_no: draw.draw_no,
      game_offer: bundle.key,
      quantity: 1,
      cause_key: offer.causes[0]?.key ?? null,
    },
    left: draw.draw_data.ticket_cap - draw.draw_data.tickets_sold,
    bundleTickets: bundle.num_tickets,
    drawId: draw.draw_id,
  };
}

// ---- what the database did (--database-work) -------------------------------------------------------

async function databaseWorkOf(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const functionRows = await client.query(
      `select funcname as name, calls, self_time, total_time from pg_stat_user_functions
        order by self_time desc limit 20`,
    );
    const tableRows = await client.query(
      `select t.relname as name, t.n_tup_ins as inserted, t.n_tup_upd as updated, t.n_tup_hot_upd as hot,
              t.n_tup_del as deleted,
              (select count(*) from pg_index i where i.indrelid = t.relid)::int as indexes
         from pg_stat_user_tables t
        where t.n_tup_ins + t.n_tup_upd + t.n_tup_del > 0
        order by t.n_tup_ins + t.n_tup_upd + t.n_tup_del desc`,
    );
    const sessions = await client.query(
      'select sessions from pg_stat_database where datname = current_database()',
    );
    return { functions: functionRows.rows, tables: tableRows.rows, sessions: sessions.rows[0].sessions };
  } finally {
    await client.end();
  }
}

// Over the whole run (warm-up and set-up included), divided by the checkouts made.
function printDatabaseWork({ functions: functionRows, tables, sessions }, checkouts) {
  const per = (value) => (Number(value) / checkouts).toFixed(2).padStart(7);
  console.log(`database functions, per checkout: own ms, ms with callees, calls (${checkouts} checkouts)`);
  for (const row of functionRows)
    console.log(`  ${row.name.padEnd(36)} ${per(row.self_time)} ${per(row.total_time)} ${per(row.calls)}`);
  console.log("rows written, per checkout: inserted, updated (of which HOT), deleted; the table's indexes");
  let written = 0;
  let indexWrites = 0;
  for (const row of tables) {
    const rows = Number(row.inserted) + Number(row.updated) + Number(row.deleted);
    written += rows;
    indexWrites += (Number(row.inserted) + Number(row.updated) - Number(row.hot)) * row.indexes;
    // The catalogue's seed and the customers' sign-ups: a few rows in all, not a checkout's work.
    if (rows / checkouts < 0.1) continue;
    console.log(
      `  ${row.name.padEnd(36)} ${per(row.inserted)} ${per(row.updated)} (${per(row.hot).trim()}) ${per(row.deleted)}  ${row.indexes}`,
    );
  }
  console.log(
    `  all: ${per(written).trim()} rows written and ${per(indexWrites).trim()} index entries added a checkout`,
  );
  console.log(`database sessions opened in the run: ${sessions}`);
}

// ---- the records alone (bench/checkout-records.sql) ---------------------------------------------------

/**
 * Fills the tables bench/checkout-records.sql reads from the shop's own database after its run: the
 * customers who bought, the lines and draws of their first checkout, the house account, a receipt.
 * Returns how many buyers there are.
 */
async function prepareRecordsAlone(url, raffleTickets) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      `create table bench_records_buyers as
         select (row_number() over (order by c.customer_id))::int as n, c.customer_id, c.id as cart_id,
                a.id as wallet_id
           from carts c join ledger_accounts a on a.customer_id = c.customer_id and a.kind = 'customer_wallet'
          where c.customer_id in (select customer_id from checkouts)`,
    );
    await client.query(
      `create table bench_records_lines as
         select o.* from orders o where o.checkout_id = (select id from checkouts order by created_at limit 1)`,
    );
    await client.query(
      `create table bench_records_line_draws as
         select l.line_no, d.draw_id from order_draws d join bench_records_lines l on l.id = d.order_id`,
    );
    await client.query(
      `create table bench_records_fixed as
         select (select id from ledger_accounts where code = $1) as house_id,
                (select sum(total_cents) from bench_records_lines)::bigint as total_cents,
                $2::int as raffle_tickets,
                (select response from idempotency_keys where status = 'completed' limit 1) as receipt`,
      [HouseAccount.sales, raffleTickets],
    );
    const { rows } = await client.query('select count(*)::int as buyers from bench_records_buyers');
    return rows[0].buyers;
  } finally {
    await client.end();
  }
}

async function countCheckouts(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query('select count(*)::int as count from checkouts')).rows[0].count;
  } finally {
    await client.end();
  }
}

// ---- the run --------------------------------------------------------------------------------------

const percentile = (sorted, q) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const ms = (value) => `${value.toFixed(1)} ms`;

/**
 * pgbench with the shop's clients for `--tpcb-duration` seconds: its transactions a second, and the
 * processor time of a transaction (a script's run).
 */
function timedPgbench(args) {
  const before = cpuMs([]);
  const output = runPgbench(['-c', String(clients), '-j', '2', '-T', String(tpcbDurationS), ...args]);
  const transactions = Number(/number of transactions actually processed: (\d+)/.exec(output)?.[1]);
  return {
    output,
    transactions,
    tps: Number(/tps = ([\d.]+) \(without initial connection time\)/.exec(output)?.[1]),
    cpu: cpuPer(before, cpuMs([]), transactions),
  };
}

function runPgbench(args) {
  const result = spawnSync('pgbench', args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`pgbench ${args.join(' ')} failed:\n${result.stderr}`);
  return `${result.stdout}\n${result.stderr}`;
}

async function main() {
  console.log(
    `clients ${clients}, servers ${servers}, duration ${durationS} s after ${warmupS} s warm-up, pgbench scale ${scale}, load ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}`,
  );
  console.log(
    `server runtime: ${nodeDefaults ? "Node's and glibc's defaults" : `npm start's settings (${SERVER_NODE_FLAGS.join(' ')})`}` +
      (serverFlags.length > 0 ? `, plus ${serverFlags.join(' ')}` : ''),
  );
  const build = spawnSync(process.execPath, [path.join(root, 'scripts/start.mjs'), '--build-only'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('Building the shop failed');

  await admin(`CREATE DATABASE ${shopDb}`);
  cleanups.push(() => admin(`DROP DATABASE IF EXISTS ${shopDb} WITH (FORCE)`));
  if (databaseWork) await admin(`ALTER DATABASE ${shopDb} SET track_functions = 'pl'`);
  await admin(`CREATE DATABASE ${pgbenchDb}`);
  cleanups.push(() => admin(`DROP DATABASE IF EXISTS ${pgbenchDb} WITH (FORCE)`));

  const pgbenchInit = performance.now();
  runPgbench(['-i', '-q', '-s', String(scale), urlOf(pgbenchDb)]);
  console.log(`pgbench -i -s ${scale}: ${((performance.now() - pgbenchInit) / 1000).toFixed(1)} s`);

  // One after the other: the first migrates and seeds the new database, the others find it ready.
  const started = [];
  for (let index = 0; index < servers; index++) started.push(await startServer(urlOf(shopDb)));
  ports.push(...started.map((server) => server.port));

  // Customers: sign up over HTTP, then a bench-only promotional credit through the ledger.
  const database = await openDatabase({ databaseUrl: urlOf(shopDb), maxConnections: 2 });
  let databaseOpen = true;
  cleanups.push(() => (databaseOpen ? database.close() : Promise.resolve()));
  // Fairdraw's own spend limit for every customer would stop a long run ($1,000 a day each): lifted here.
  await database.db.$client.query('update system_spend_limits set amount_cents = 1000000000000');
  const customers = [];
  for (let index = 0; index < clients; index++) {
    const ip = `10.0.${Math.floor(index / 250)}.${(index % 250) + 1}`;
    const session = await expectStatus(
      request('POST', '/v2/signup', {
        ip,
        body: {
          email: `bench.${index}.${suffix}@example.com.au`,
          password: 'correct horse 42',
          firstname: 'Bench',
          lastname: `Buyer ${index}`,
          date_of_birth: '1990-12-10',
          phone: '0412 345 678',
          address: '1 George Street',
          suburb: 'Sydney',
          state: 'NSW',
          postcode: '2000',
          country: 'AU',
          accept_terms: true,
          email_opt_in: false,
          metadata: { platform: 'Web' },
        },
      }),
      201,
      'signup',
    );
    await database.db.transaction(async (tx) => {
      await ensureWallet(tx, session.customer_id);
      await postTransaction(tx, {
        kind: 'promotion',
        idempotencyKey: `bench-credit:${session.customer_id}`,
        description: 'Benchmark credit',
        entries: [
          { accountCode: walletAccountCode(session.customer_id), amountCents: CREDIT_CENTS },
          { accountCode: HouseAccount.promotions, amountCents: -CREDIT_CENTS },
        ],
      });
    });
    customers.push({ session, ip, port: ports[index % ports.length] });
  }

  const { offers } = await expectStatus(
    request('GET', '/v2/pricing/web/product_offers?num_draws=6'),
    200,
    'product offers',
  );
  const raffle = raffleLine(offers);
  const lines = [lotteryLine(offers, 'saturday_lotto'), lotteryLine(offers, 'powerball'), raffle.line];
  console.log(`cart: ${lines.map((line) => line.lottery).join(' + ')} (${raffle.left} raffle tickets left)`);

  const purchases = [];
  const cycles = [];
  const failures = new Map();
  let totalPurchases = 0;
  let measuring = false;
  let stop = false;
  const raffleTicketsAtStart = raffle.left;

  async function loop({ session, ip, port }) {
    while (!stop) {
      const cycleStart = performance.now();
      try {
        for (const line of lines)
          await expectStatus(
            request('POST', '/v2/cart/items', { customer: session, ip, port, body: line }),
            201,
            'add',
          );
        const before = performance.now();
        const answer = await request('POST', '/v2/cart/purchase', {
          customer: session,
          ip,
          port,
          body: {},
          headers: { 'idempotency-key': randomUUID() },
        });
        const after = performance.now();
        if (answer.status !== 201) throw new Error(`purchase ${answer.status}: ${answer.raw.slice(0, 300)}`);
        totalPurchases++;
        if (measuring && !stop) {
          purchases.push(after - before);
          cycles.push(after - cycleStart);
        }
      } catch (error) {
        const key = String(error.message).slice(0, 160);
        failures.set(key, (failures.get(key) ?? 0) + 1);
        // The cart may hold a partial set after a failure: empty it so the next cycle is a clean one.
        const cart = await request('GET', '/v2/cart/items', { customer: session, ip, port }).catch(
          () => null,
        );
        for (const item of cart?.body?.result?.cart_items ?? [])
          await request('DELETE', `/v2/cart/items/${item.id}`, { customer: session, ip, port }).catch(
            () => null,
          );
        if (failures.size > 20 || [...failures.values()].reduce((a, b) => a + b, 0) > 200) stop = true;
      }
    }
  }

  // The first server's memory: idle before the load, then every 2 s with the purchases made by then.
  const memory = { idle: rssMb(started[0].pid), samples: [] };
  const sampler = setInterval(() => {
    const mb = rssMb(started[0].pid);
    if (mb !== null) memory.samples.push({ seconds: process.uptime(), purchases: totalPurchases, mb });
  }, 2_000);
  const loops = customers.map(loop);
  await new Promise((resolve) => setTimeout(resolve, warmupS * 1000));
  measuring = true;
  const measureStart = performance.now();
  const serverPids = started.map((server) => server.pid);
  const cpuAtStart = cpuMs(serverPids);
  await new Promise((resolve) => setTimeout(resolve, durationS * 1000));
  const measureEnd = performance.now();
  const cpuAtEnd = cpuMs(serverPids);
  measuring = false;
  stop = true;
  const loadAfterShop = loadavg()[0];
  await Promise.all(loops);
  clearInterval(sampler);
  const measuredS = (measureEnd - measureStart) / 1000;

  // Afterwards: the ledger proves itself, every successful purchase is one checkout, and the raffle's
  // sold count moved by exactly the tickets handed out.
  const audit = await auditLedger(database.db);
  const ledgerOk =
    audit.unbalancedTransactions.length === 0 &&
    audit.mismatchedAccounts.length === 0 &&
    audit.mismatchedWalletDays.length === 0 &&
    audit.negativeWallets.length === 0 &&
    audit.missingGuards.length === 0;
  const counts = await database.db.$client.query(
    `select (select count(*) from checkouts)::int as checkouts,
            (select count(*) from orders)::int as orders,
            (select count(*) from raffle_tickets where draw_id = $1)::int as raffle_tickets,
            (select ticket_cap - tickets_sold from raffle_draws where draw_id = $1)::int as raffle_left`,
    [raffle.drawId],
  );
  const { checkouts, orders, raffle_tickets: raffleTickets, raffle_left: raffleLeft } = counts.rows[0];
  // The shop stops before pgbench starts, so neither run shares the machine with the other.
  databaseOpen = false;
  await database.close();
  for (const server of started) await server.stop();
  // The servers' connections have closed, so their backends have handed in their figures.
  const work = databaseWork ? await databaseWorkOf(urlOf(shopDb)) : null;

  // The same rows written by pgbench with nothing else, on the shop's database, then TPC-B.
  const buyers = await prepareRecordsAlone(urlOf(shopDb), raffle.bundleTickets);
  const records = timedPgbench([
    '-n',
    '-M',
    'prepared',
    '-D',
    `buyers=${buyers}`,
    '-f',
    path.join(root, 'bench/checkout-records.sql'),
    urlOf(shopDb),
  ]);
  const recordsCheckouts = (await countCheckouts(urlOf(shopDb))) - checkouts;

  // pgbench TPC-B on the same server, same clients and duration, after the shop has finished.
  const tpcb = timedPgbench(['-P', String(Math.max(1, tpcbDurationS)), urlOf(pgbenchDb)]);
  const tps = tpcb.tps;
  const pgLatency = /latency average = ([\d.]+) ms/.exec(tpcb.output)?.[1];

  purchases.sort((a, b) => a - b);
  cycles.sort((a, b) => a - b);
  const perSecond = purchases.length / measuredS;
  const failed = [...failures.values()].reduce((a, b) => a + b, 0);
  const verdicts = [
    [`ledger balanced (${JSON.stringify(audit)})`, ledgerOk],
    [`checkouts ${checkouts} = successful purchases ${totalPurchases}`, checkouts === totalPurchases],
    [`orders ${orders} = 3 × checkouts`, orders === 3 * checkouts],
    [
      `raffle tickets ${raffleTickets} = ${raffle.bundleTickets} × checkouts, stock moved by the same`,
      raffleTickets === raffle.bundleTickets * checkouts &&
        raffleTicketsAtStart - raffleLeft === raffleTickets,
    ],
    [
      `records alone: a checkout for each of their ${records.transactions} cycles (${recordsCheckouts})`,
      records.transactions > 0 && recordsCheckouts === records.transactions,
    ],
  ];

  console.log('');
  console.log(
    `purchases/s          ${perSecond.toFixed(1)}  (${purchases.length} in ${measuredS.toFixed(1)} s)`,
  );
  console.log(
    `purchase latency     p50 ${ms(percentile(purchases, 0.5))}, p99 ${ms(percentile(purchases, 0.99))}`,
  );
  console.log(
    `cycle latency        p50 ${ms(percentile(cycles, 0.5))}, p99 ${ms(percentile(cycles, 0.99))} (3 adds + purchase)`,
  );
  console.log(`pgbench TPC-B tps    ${tps.toFixed(1)}  (latency average ${pgLatency} ms)`);
  console.log(
    `ratio                ${(perSecond / tps).toFixed(3)}  (purchases/s ÷ pgbench tps; target ≥ 0.1, issue 18)`,
  );
  const shopCpu = cpuPer(cpuAtStart, cpuAtEnd, purchases.length);
  const cpu = ({ all, kernel }, digits) => `${all.toFixed(digits)} ms (kernel ${kernel.toFixed(digits)})`;
  console.log(
    `CPU per purchase     PostgreSQL ${cpu(shopCpu.postgres, 1)}, server ${cpu(shopCpu.servers, 1)}, ` +
      `the benchmark's clients ${cpu(shopCpu.bench, 1)}; the machine ${cpu(shopCpu.machine, 1)}`,
  );
  console.log(
    `records alone        ${records.tps.toFixed(1)} cycles/s, ratio ${(records.tps / tps).toFixed(3)} (bench/checkout-records.sql: a cycle's rows written by pgbench, no server, reads or checks)`,
  );
  console.log(
    `CPU per records cycle PostgreSQL ${cpu(records.cpu.postgres, 2)}, pgbench ${cpu(records.cpu.bench, 2)}; ` +
      `the machine ${cpu(records.cpu.machine, 2)}`,
  );
  console.log(
    `CPU per TPC-B        PostgreSQL ${cpu(tpcb.cpu.postgres, 2)}, pgbench ${cpu(tpcb.cpu.bench, 2)}; ` +
      `the machine ${cpu(tpcb.cpu.machine, 2)}`,
  );
  const answerKb = (call) => {
    const { bytes, calls } = answeredBytes.get(call) ?? { bytes: 0, calls: 1 };
    return `${(bytes / calls / 1024).toFixed(1)} KB`;
  };
  console.log(
    `answers              add ${answerKb('POST /v2/cart/items')}, purchase ${answerKb('POST /v2/cart/purchase')} (JSON, uncompressed, on average)`,
  );
  console.log(
    `load average (1 min) ${loadAfterShop.toFixed(2)} at the end of the shop run, ${loadavg()[0].toFixed(2)} at the end of pgbench`,
  );
  const settled = memory.samples.find((sample) => sample.purchases >= 1_000) ?? memory.samples[0];
  const last = memory.samples.at(-1);
  if (settled && last)
    console.log(
      `server RSS           ${memory.idle?.toFixed(0)} MB idle; ${settled.mb.toFixed(0)} MB at ${settled.purchases} purchases, ` +
        `peak ${Math.max(...memory.samples.map((sample) => sample.mb)).toFixed(0)} MB, ` +
        `${last.mb.toFixed(0)} MB at ${last.purchases} (growth ${(last.mb - settled.mb).toFixed(0)} MB)`,
    );
  if (memoryRecord)
    writeFileSync(
      memoryRecord,
      `seconds,purchases,rss_mb\n${memory.samples
        .map((sample) => `${sample.seconds.toFixed(1)},${sample.purchases},${sample.mb.toFixed(1)}`)
        .join('\n')}\n`,
    );
  if (work) printDatabaseWork(work, checkouts);
  console.log(`failed cycles        ${failed}`);
  for (const [message, count] of failures) console.log(`  ${count} × ${message}`);
  for (const [what, ok] of verdicts) console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (failed > 0 || verdicts.some(([, ok]) => !ok)) process.exitCode = 1;
}

try {
  await main();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  agent.destroy();
  await cleanUp();
}

// How fast a cached read is served, against the cheapest answer the same server gives: requests per
// second of `GET /v2/pricing/web/product_offers` (the catalogue every page reads, about 50 KB of JSON),
// cached, in brotli as a browser over HTTPS asks for it, divided by `GET /health` on the same server, in
// the same run, alternating (issue 18 asks for ≥ 0.5). Also the same read answered 304 to a client
// holding its ETag. The server runs with its default log level, as in production.
// Usage: npm run build && node bench/cached-read.mjs [-- --rounds 3 --seconds 10]
import { createHmac } from 'node:crypto';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { startServer } from './shop-server.mjs';

const option = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const rounds = option('rounds', 3);
const seconds = option('seconds', 10);
const CONNECTIONS = 32;

/** Requests per second answered with `status`, over `seconds` with 32 connections. */
async function rate(url, headers, status) {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { ...signed(), ...headers },
  });
  const answered = result[`${Math.floor(status / 100)}xx`];
  if (result.non2xx > 0 && status < 300) throw new Error(`${url}: ${result.non2xx} answers were not 2xx`);
  return answered / seconds;
}

/** The web app's signature headers (the development app key), fresh for each run. */
function signed() {
  const [appKey, secret, timestamp] = ['fairdraw-web', 'fairdraw-dev-secret', String(Date.now())];
  const signature = createHmac('sha256', secret).update(`${appKey}\n${timestamp}\n`).digest('hex');
  return { 'x-app-key': appKey, 'x-timestamp': timestamp, 'x-signature': signature };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

// The shop's own limit on requests per address would answer most of a load test 429.
const server = await startServer({ REQUESTS_PER_MINUTE: '1000000000' });
try {
  const offersUrl = `${server.url}/v2/pricing/web/product_offers`;
  const first = await fetch(offersUrl, { headers: { ...signed(), 'accept-encoding': 'br' } });
  const etag = first.headers.get('etag');
  if (!first.ok || !etag) throw new Error('the catalogue read has no ETag');
  const figures = { health: [], offers: [], notModified: [] };
  for (let round = 0; round < rounds; round += 1) {
    figures.health.push(await rate(`${server.url}/health`, {}, 200));
    figures.offers.push(await rate(offersUrl, { 'accept-encoding': 'br' }, 200));
    figures.notModified.push(await rate(offersUrl, { 'if-none-match': etag }, 304));
  }
  const health = median(figures.health);
  const offers = median(figures.offers);
  const notModified = median(figures.notModified);
  console.log(
    `cached read (${rounds} rounds of ${seconds} s, ${CONNECTIONS} connections, load average ${loadavg()[0].toFixed(1)})`,
  );
  console.log(`  GET /health (baseline): ${health.toFixed(0)} req/s`);
  console.log(
    `  GET product_offers, brotli: ${offers.toFixed(0)} req/s, ratio ${(offers / health).toFixed(2)}`,
  );
  console.log(
    `  GET product_offers, 304: ${notModified.toFixed(0)} req/s, ratio ${(notModified / health).toFixed(2)}`,
  );
} finally {
  await server.stop();
}

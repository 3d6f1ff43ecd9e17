// How a server process is run: the Node and glibc memory settings of decision 0072. `npm start`
// (start.mjs) and the checkout benchmark both take them from here, so the benchmark measures what runs.

/**
 * Node options for the server process (decisions 0072 and 0076).
 * - The old generation is collected once it is 25 % past what the last full collection kept; V8 would
 *   otherwise let it reach several times that under a steady load before collecting. This is not a cap:
 *   the heap still grows with what is live, so scoring a large draw can never run out of it.
 * - The young generation's semi-spaces stop growing at 4 MB: by default they grow to 16 MB each under load
 *   and stay committed (32 MB resident) for the life of the process. A request's garbage dies young
 *   either way; the checkout benchmark showed no loss of purchases per second beside the default.
 * 2 MB semi-spaces together with a 10 % growth cost about a third of the purchases per second, so they
 * are not used.
 */
export const SERVER_NODE_FLAGS = ['--heap-growing-percent=25', '--max-semi-space-size=4'];

/**
 * glibc's allocator settings, unless the environment sets them already (other C libraries ignore them).
 * - At most 2 arenas: every libuv thread that hashes a password (argon2, 19 MiB each) would otherwise
 *   keep an arena of its own.
 * - A fixed mmap threshold of 128 KiB: glibc raises it after the first large free, so later password
 *   hashes came from the arenas and stayed resident; at a fixed threshold each is mapped and given back.
 */
const ALLOCATOR_ENV = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' };

export function serverEnvironment(env = process.env) {
  return { ...ALLOCATOR_ENV, ...env };
}

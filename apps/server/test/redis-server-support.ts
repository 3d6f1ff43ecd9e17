// A Redis server of the test's own (the installed redis-server on a free port, nothing saved to disk), so
// a test can stop it and start it again without touching the Redis that other tests share.
import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from './process-support';

const REDIS_SERVER = '/usr/bin/redis-server';
const START_TIMEOUT_MS = 10_000;

export interface TestRedisServer {
  port: number;
  url: string;
  /** Stops the server (SIGTERM) and resolves once it has exited. */
  stop(): Promise<void>;
  /** Freezes the server (SIGSTOP): connections stay open and nothing answers, as with a stalled Redis. */
  pause(): void;
  /** Lets a paused server run again (SIGCONT). */
  resume(): void;
}

/** Starts redis-server on `port` (a free one by default) and resolves once it accepts connections. */
export async function startRedisServer(port?: number): Promise<TestRedisServer> {
  const chosen = port ?? (await freePort());
  const child = spawn(
    REDIS_SERVER,
    ['--port', String(chosen), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`redis-server did not start on ${chosen}: ${output}`));
    }, START_TIMEOUT_MS);
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`redis-server exited with ${code}: ${output}`));
    });
  });
  return {
    port: chosen,
    url: `redis://127.0.0.1:${chosen}`,
    stop: () => stopProcess(child),
    pause: () => child.kill('SIGSTOP'),
    resume: () => child.kill('SIGCONT'),
  };
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    child.kill('SIGCONT'); // a paused server acts on SIGTERM once it runs again
  });
}

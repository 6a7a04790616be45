/**
 * A redis-server of a test's own, on a free loopback port, that the test may
 * stop and start again on the same port (the machine's shared Redis at 6379 is
 * never stopped). Nothing is saved to disk.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { Redis } from 'ioredis';
import { freePort } from './freePort.js';

const START_LIMIT_MS = 10_000;

export interface OwnRedis {
  url: string;
  port: number;
  /** Stops the server (SIGKILL: gone at once, as in a crash) and waits for its exit. */
  stop(): Promise<void>;
  /** Starts it again on the same port and waits until it answers. */
  start(): Promise<void>;
  running(): boolean;
}

async function answers(url: string): Promise<boolean> {
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, enableOfflineQueue: false, retryStrategy: () => null });
  client.on('error', () => {});
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

export async function startOwnRedis(): Promise<OwnRedis> {
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;

  async function start(): Promise<void> {
    if (child) return;
    child = spawn('redis-server', ['--bind', '127.0.0.1', '--port', String(port), '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    const deadline = Date.now() + START_LIMIT_MS;
    while (!(await answers(url))) {
      if (Date.now() > deadline) throw new Error(`redis-server on port ${port} did not answer within ${START_LIMIT_MS} ms`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  async function stop(): Promise<void> {
    const running = child;
    if (!running) return;
    child = null;
    if (running.exitCode === null && running.signalCode === null) {
      running.kill('SIGKILL');
      await once(running, 'exit');
    }
  }

  await start();
  return { url, port, start, stop, running: () => child !== null };
}

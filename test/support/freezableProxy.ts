/**
 * A TCP proxy on loopback in front of a server (PostgreSQL, Redis, …) that can
 * be frozen: its connections stay open and it accepts new ones, but nothing
 * passes either way — what a SIGSTOPped server or a silent network path looks
 * like to a client (no refusal, no reset, only silence). Thawing lets the
 * held bytes through.
 */
import { once } from 'node:events';
import { createConnection, createServer, type Socket } from 'node:net';

export interface FreezableProxy {
  port: number;
  frozen: boolean;
  freeze(): void;
  thaw(): void;
  close(): Promise<void>;
}

export async function startFreezableProxy(target: { host: string; port: number }): Promise<FreezableProxy> {
  const pairs = new Set<[Socket, Socket]>();
  // A pipe resumes its source on every drain, so freezing unpipes as well as pauses.
  const stop = ([a, b]: [Socket, Socket]) => {
    a.unpipe(b);
    b.unpipe(a);
    a.pause();
    b.pause();
  };
  const flow = ([a, b]: [Socket, Socket]) => {
    a.pipe(b);
    b.pipe(a);
  };
  const proxy: Omit<FreezableProxy, 'port' | 'close'> & { frozen: boolean } = {
    frozen: false,
    freeze() {
      proxy.frozen = true;
      for (const pair of pairs) stop(pair);
    },
    thaw() {
      proxy.frozen = false;
      for (const pair of pairs) flow(pair);
    },
  };
  const server = createServer((client) => {
    const upstream = createConnection(target);
    const pair: [Socket, Socket] = [client, upstream];
    pairs.add(pair);
    if (proxy.frozen) stop(pair);
    else flow(pair);
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('the proxy did not get a port');
  return Object.assign(proxy, {
    port: address.port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const [a, b] of pairs) {
          a.destroy();
          b.destroy();
        }
        server.close(() => resolve());
      }),
  });
}

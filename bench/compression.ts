/**
 * What compression costs and saves (issue 50): `node --conditions=tojeong-source
 * --import tsx bench/compression.ts`. An app on the test suite's set-up,
 * listening on a free port; each answer fetched sequentially over real HTTP
 * with Accept-Encoding identity, gzip and br: bytes on the wire and the mean
 * time per request (loopback, so the time is the CPU's; a phone's network adds
 * bytes ÷ bandwidth, given at 10 Mbit/s). Then the codings alone on bodies of
 * growing size, for the threshold. Figures in docs/performance.md.
 */
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { testApp } from '../test/http/helpers.js';
import { BROTLI_QUALITY, compress } from '../src/http/transport/compression.js';

const ROUNDS = Number(process.env.ROUNDS ?? 100);
const app = await testApp();
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as AddressInfo;

interface Case { name: string; method: 'GET' | 'POST'; path: string; body?: object }
const CASES: Case[] = [
  { name: 'POST /v1/name/recommend (20 names)', method: 'POST', path: '/v1/name/recommend', body: { surname: '金', sex: 'f', birth: { date: '2026-03-01', time: '09:30' }, limit: 20 } },
  { name: 'POST /v1/name/recommend (20 names, include analysis)', method: 'POST', path: '/v1/name/recommend', body: { surname: '金', sex: 'f', birth: { date: '2026-03-01', time: '09:30' }, limit: 20, include: ['analysis'] } },
  { name: 'POST /v1/name/analyze', method: 'POST', path: '/v1/name/analyze', body: { surname: '洪', given: '吉童' } },
  { name: 'GET /v1/calendar/month', method: 'GET', path: '/v1/calendar/month?year=2026&month=2' },
  { name: 'GET /v1/tojeong/gwae/212', method: 'GET', path: '/v1/tojeong/gwae/212' },
  { name: 'GET /v1/name/char/洪', method: 'GET', path: `/v1/name/char/${encodeURIComponent('洪')}` },
  { name: 'GET /v1/calendar/day', method: 'GET', path: '/v1/calendar/day?solar=2026-02-17' },
];

function once(c: Case, encoding: string): Promise<{ bytes: number; ms: number; coding: string }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const payload = c.body ? JSON.stringify(c.body) : undefined;
    const req = request({ port, host: '127.0.0.1', method: c.method, path: c.path, headers: { 'x-api-key': app.apiKey, 'accept-encoding': encoding, ...(payload ? { 'content-type': 'application/json' } : {}) } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve({ bytes, ms: performance.now() - started, coding: String(res.headers['content-encoding'] ?? 'identity') }));
    });
    req.on('error', reject);
    req.end(payload);
  });
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
console.log(`| answer | coding | bytes on the wire | mean ms/request (loopback, ${ROUNDS} rounds) | + transfer at 10 Mbit/s |`);
console.log('|---|---|---|---|---|');
for (const c of CASES) {
  for (const encoding of ['identity', 'gzip', 'br']) {
    await once(c, encoding);
    let total = 0;
    let last = { bytes: 0, ms: 0, coding: '' };
    for (let i = 0; i < ROUNDS; i++) {
      last = await once(c, encoding);
      total += last.ms;
    }
    const mean = total / ROUNDS;
    console.log(`| ${c.name} | ${last.coding} | ${last.bytes} (${kb(last.bytes)}) | ${mean.toFixed(2)} | ${(mean + (last.bytes * 8) / 10_000).toFixed(1)} ms |`);
  }
}

// The threshold: the codings alone on a prefix of a real answer (the 20-name one), by size.
const sample = await app.inject({ method: 'POST', url: '/v1/name/recommend', headers: { 'x-api-key': app.apiKey }, payload: CASES[0]!.body });
const text = sample.body;
console.log(`\n| body bytes | gzip bytes | br q${BROTLI_QUALITY} bytes | gzip µs | br µs |`);
console.log('|---|---|---|---|---|');
for (const size of [200, 500, 1024, 2048, 8192, 65536]) {
  const body = Buffer.from(text.slice(0, size));
  const timed = async (coding: 'gzip' | 'br') => {
    const n = 200;
    let out: Buffer = Buffer.alloc(0);
    const t = performance.now();
    for (let i = 0; i < n; i++) out = await compress(body, coding);
    return { bytes: out.length, us: ((performance.now() - t) / n) * 1000 };
  };
  const [g, b] = [await timed('gzip'), await timed('br')];
  console.log(`| ${body.length} | ${g.bytes} | ${b.bytes} | ${g.us.toFixed(0)} | ${b.us.toFixed(0)} |`);
}
await app.close();

/**
 * `npm run bench`: microbenchmarks of the calculation cores, then HTTP load on
 * the real service (compiled, in its own process) next to a bare Fastify
 * baseline, both driven by autocannon from this process.
 *
 * BENCH_DURATION (seconds per HTTP run, default 10) and BENCH_CONNECTIONS
 * (default 50) tune the load; every run is bounded by its duration. The keyed
 * endpoints are loaded with a real key (auth, per-minute window and monthly
 * count on every request) of an account whose limits the run cannot reach.
 * The service's database is a fresh SQLite file unless BENCH_DATABASE_URL
 * names another (e.g. an empty PostgreSQL database); BENCH_REDIS_URL shares
 * the per-minute window through Redis.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { analyzeName, normalizeNameInput } from '../src/name/index.js';
import { calculateGwae } from '../src/tojeong/index.js';
import { runCalendarBench } from './calendar.bench.js';
import { syntheticEdition } from '../test/fixtures/syntheticEdition.js';
import { freePort } from '../test/support/freePort.js';
import { measure, type MicroResult } from './micro.js';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

async function startProcess(args: string[], env: Record<string, string>, readyUrl: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(readyUrl);
      if (res.status < 500) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error(`${args.join(' ')} did not start within 20 s`);
}

/** Varied valid births: solar and lunar dates from 1930 to 2019, targets 2020-2049. */
function gwaeBodies(count: number): string[] {
  const bodies: string[] = [];
  for (let i = 0; i < count; i++) {
    const year = 1930 + (i % 90);
    const month = 1 + ((i * 7) % 12);
    const day = 1 + ((i * 13) % 28);
    const calendar = i % 3 === 0 ? 'lunar' : 'solar';
    const birth = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    bodies.push(JSON.stringify({ birth, calendar, targetYear: 2020 + (i % 30) }));
  }
  return bodies;
}

/** Names for the name-analysis runs: one- and two-character surnames, 1-3 given characters. */
const NAMES = [
  { surname: '洪', given: '吉童' },
  { surname: '李', given: '正武' },
  { surname: '金', given: '民' },
  { surname: '南宮', given: '民秀' },
  { surname: '金', given: '民俊' },
  { surname: '朴', given: '秀珍' },
  { surname: '崔', given: '英源' },
  { surname: '鄭', given: '泰河' },
  { surname: '諸葛', given: '珉' },
  { surname: '陳', given: '裕進' },
];

interface LoadResult {
  name: string;
  requestsPerSec: number;
  p50: number;
  p99: number;
  non2xx: number;
}

async function load(name: string, url: string, method: 'GET' | 'POST', bodies?: string[], apiKey?: string): Promise<LoadResult> {
  let next = 0;
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION,
    requests: [
      {
        method,
        headers: { 'content-type': 'application/json', ...(apiKey ? { 'x-api-key': apiKey } : {}) },
        setupRequest: (req) => (bodies ? { ...req, body: bodies[next++ % bodies.length] } : req),
      },
    ],
  });
  return {
    name,
    requestsPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx + result.errors,
  };
}

function printMicro(results: MicroResult[]): void {
  console.log('\nMicrobenchmarks (one core, ops/s)');
  for (const r of results) console.log(`  ${r.name.padEnd(40)} ${r.opsPerSec.toLocaleString('en-US').padStart(14)}`);
}

function printLoad(results: LoadResult[]): void {
  const baseline = results[0]!;
  console.log(`\nHTTP load (autocannon, ${CONNECTIONS} connections, ${DURATION} s each)`);
  console.log(`  ${'endpoint'.padEnd(40)} ${'req/s'.padStart(9)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'vs bare'.padStart(8)} ${'non-2xx'.padStart(8)}`);
  for (const r of results) {
    const ratio = (r.requestsPerSec / baseline.requestsPerSec).toFixed(2);
    console.log(
      `  ${r.name.padEnd(40)} ${String(r.requestsPerSec).padStart(9)} ${String(r.p50).padStart(7)} ${String(r.p99).padStart(7)} ${ratio.padStart(8)} ${String(r.non2xx).padStart(8)}`,
    );
  }
}

async function main(): Promise<void> {
  const bodies = gwaeBodies(1000).map((b) => JSON.parse(b) as { birth: string; calendar: 'solar' | 'lunar'; targetYear: number });
  const micro: MicroResult[] = [
    ...runCalendarBench(),
    measure('calculateGwae', (i) => calculateGwae({ ...bodies[i % bodies.length]!, leapMonth: false })),
    measure('analyzeName', (i) => analyzeName(normalizeNameInput(NAMES[i % NAMES.length]!))),
  ];
  printMicro(micro);

  const [servicePort, baselinePort] = await Promise.all([freePort(), freePort()]);
  const baseline = await startProcess(
    ['--import', 'tsx', 'bench/baseline-server.ts'],
    { PORT: String(baselinePort) },
    `http://127.0.0.1:${baselinePort}/constant`,
  );
  // The service serves the labelled synthetic edition of the tests, so the text
  // path (rendering, caching, ETag) is measured too.
  const editionDir = mkdtempSync(join(tmpdir(), 'bench-edition-'));
  const editionPath = join(editionDir, 'edition.json');
  writeFileSync(editionPath, JSON.stringify(syntheticEdition()));
  const databaseUrl = process.env.BENCH_DATABASE_URL || `sqlite:${join(editionDir, 'bench.db')}`;
  const storageEnv = { DATABASE_URL: databaseUrl, ...(process.env.BENCH_REDIS_URL ? { REDIS_URL: process.env.BENCH_REDIS_URL } : {}) };
  const service = await startProcess(
    ['dist/http/server.js'],
    { PORT: String(servicePort), HOST: '127.0.0.1', LOG_LEVEL: 'info', GWAE_EDITION: editionPath, ...storageEnv },
    `http://127.0.0.1:${servicePort}/v1/health`,
  );
  try {
    const email = `bench-${Date.now()}@example.com`;
    const issued = await fetch(`http://127.0.0.1:${servicePort}/v1/keys/request`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, purpose: 'npm run bench' }),
    });
    const apiKey = ((await issued.json()) as { data: { apiKey: string } }).data.apiKey;
    execFileSync(process.execPath, ['dist/accounts/adminCli.js', 'plan', 'set', email, 'business', '--monthly', '999999999', '--per-minute', '999999999'], {
      env: { ...process.env, DATABASE_URL: databaseUrl },
      stdio: 'ignore',
    });
    console.log(`
service storage: ${databaseUrl.replace(/\/\/[^@]*@/, '//')}${process.env.BENCH_REDIS_URL ? ' + Redis' : ' + in-process limiter'}`);
    const results: LoadResult[] = [];
    results.push(await load('bare Fastify POST (constant JSON)', `http://127.0.0.1:${baselinePort}/constant`, 'POST', ['{}']));
    results.push(await load('GET /v1/health', `http://127.0.0.1:${servicePort}/v1/health`, 'GET'));
    const base = `http://127.0.0.1:${servicePort}`;
    results.push(await load('POST /v1/tojeong/gwae (varied births)', `${base}/v1/tojeong/gwae`, 'POST', gwaeBodies(1000), apiKey));
    results.push(await load('GET /v1/tojeong/gwae/212', `${base}/v1/tojeong/gwae/212`, 'GET', undefined, apiKey));
    results.push(await load('POST /v1/name/analyze (10 names)', `${base}/v1/name/analyze`, 'POST', NAMES.map((n) => JSON.stringify(n)), apiKey));
    results.push(await load(`GET /v1/name/char/洪`, `${base}/v1/name/char/${encodeURIComponent('洪')}`, 'GET', undefined, apiKey));
    printLoad(results);
    const failed = results.filter((r) => r.non2xx > 0);
    if (failed.length > 0) {
      console.error(`\nnon-2xx responses in: ${failed.map((r) => r.name).join(', ')}`);
      process.exitCode = 1;
    }
  } finally {
    service.kill();
    baseline.kill();
    rmSync(editionDir, { recursive: true, force: true });
  }
}

await main();

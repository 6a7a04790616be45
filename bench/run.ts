/**
 * `npm run bench`: microbenchmarks of the calculation cores, then HTTP load on
 * the compiled service (in its own process) next to a bare Fastify route that
 * sends the very bytes the service answered to the same requests (its twin,
 * bench/sameBytes.ts), both driven by autocannon from this process.
 *
 * Every keyed figure is a ratio to bare measured in the same run, the two
 * alternating, and comes with the service's CPU time per request (read from
 * /proc), which moves less than req/s when something else shares the machine.
 * The keyed endpoints use a real key (authentication, per-minute log and
 * monthly count on every request) of an account whose limits the run cannot
 * reach.
 *
 *   BENCH_DURATION     seconds per run (default 5)
 *   BENCH_SLICES       slices a keyed run and its bare twin alternate in (default 5: bench/alternate.ts)
 *   BENCH_CONNECTIONS  connections of the per-endpoint table (default 32)
 *   BENCH_BACKENDS     comma-separated: sqlite (embedded SQLite, in-process
 *                      limiter) and postgres (PostgreSQL + Redis, at
 *                      TEST_POSTGRES_URL / TEST_REDIS_URL); default both
 *   BENCH_PARTS        comma-separated: micro (the cores), http (the tables),
 *                      side (the back ends side by side), text (the gwae
 *                      text's cost); default all four
 *   BENCH_SERVICE_ROOT another checkout whose build is loaded (bench/service.ts)
 */
import { ANALYZE_BIRTH, ANALYZE_ONE, GWAE_BODIES, NAMES, RECOMMEND_BODIES, RECOMMEND_COMPACT, RECOMMEND_UNSEEN, unseenNames } from './inputs.js';
import { bareTwin } from './sameBytes.js';
import { nameAnalysisAnswer } from '../src/name/index.js';

/** More distinct names than the service keeps answers of: every one computed (those the library refuses left out). */
const UNSEEN = unseenNames((name) => {
  try {
    nameAnalysisAnswer(name);
    return true;
  } catch {
    return false;
  }
});
import { runRecommendLatency } from './recommend.bench.js';
import { alternateLoad, rotateLoad, SLICES } from './alternate.js';
import { type LoadRun, type LoadTarget, runLoad } from './load.js';
import type { MicroResult } from './micro.js';
import { runMicroCases } from './microCases.js';
import { freePort, startProcess } from './processes.js';
import { type BenchService, startService } from './service.js';

const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const CONNECTION_STEPS = [1, 8, 32, 128];
const PARTS = (process.env.BENCH_PARTS ?? 'micro,http,side,text').split(',').map((p) => p.trim());
const BACKENDS = (process.env.BENCH_BACKENDS ?? 'sqlite,postgres').split(',').map((b) => b.trim()).filter(Boolean);

/** The keyed endpoints of the table, each with the bodies it is sent (issue 51's rows among them). */
function keyedEndpoints(service: BenchService): Array<{ name: string; target: LoadTarget }> {
  const { base, apiKey, pid, companions } = service;
  const post = (path: string, bodies: readonly string[]): LoadTarget => ({ url: `${base}${path}`, method: 'POST', bodies, apiKey, pid, companions });
  const get = (path: string): LoadTarget => ({ url: `${base}${path}`, method: 'GET', apiKey, pid, companions });
  return [
    { name: 'POST /v1/tojeong/gwae', target: post('/v1/tojeong/gwae', GWAE_BODIES) },
    { name: 'GET /v1/tojeong/gwae/212', target: get('/v1/tojeong/gwae/212') },
    { name: 'POST /v1/name/analyze 金洙鐵', target: post('/v1/name/analyze', [JSON.stringify(ANALYZE_ONE)]) },
    { name: '  the same with a birth', target: post('/v1/name/analyze', [JSON.stringify({ ...ANALYZE_ONE, birth: ANALYZE_BIRTH })]) },
    { name: '  ten names', target: post('/v1/name/analyze', NAMES.map((n) => JSON.stringify(n))) },
    { name: `  ${UNSEEN.length} names (none kept)`, target: post('/v1/name/analyze', UNSEEN.map((n) => JSON.stringify(n))) },
    { name: 'POST /v1/name/recommend 金 f 20', target: post('/v1/name/recommend', [JSON.stringify(RECOMMEND_COMPACT)]) },
    { name: `  ${RECOMMEND_UNSEEN.length} different (none kept)`, target: post('/v1/name/recommend', RECOMMEND_UNSEEN.map((b) => JSON.stringify(b))) },
    { name: 'GET /v1/name/char/洪', target: get(`/v1/name/char/${encodeURIComponent('洪')}`) },
    { name: 'GET /v1/calendar/day', target: get('/v1/calendar/day?lunar=2023-02-01&leap=true') },
  ];
}

interface Row {
  label: string;
  run: LoadRun;
  bare: LoadRun;
  /** The answer's mean size, bytes (sent alike by both). */
  bytes?: number;
}

const failures: string[] = [];

/** The bare route and the target in alternating slices (bench/alternate.ts), at the same connection count: one ratio. */
async function againstBare(label: string, target: LoadTarget, bare: LoadTarget, connections: number, bytes?: number): Promise<Row> {
  const [bareRun, run] = await alternateLoad(bare, target, connections, DURATION);
  if (run.non2xx > 0) failures.push(`${label} (${connections} connections): ${run.non2xx} non-2xx`);
  if (bareRun.non2xx > 0) failures.push(`bare twin of ${label}: ${bareRun.non2xx} non-2xx`);
  return { label, run, bare: bareRun, bytes };
}

const pad = (value: string | number, width: number) => String(value).padStart(width);
const micros = (value: number | null) => (value === null ? 'n/a' : String(value));

function printRows(title: string, rows: readonly Row[], labelWidth: number): void {
  console.log(`\n${title}`);
  console.log(
    `  ${'run'.padEnd(labelWidth)} ${pad('req/s', 8)} ${pad('bare', 8)} ${pad('ratio', 6)} ${pad('p50 ms', 7)} ${pad('p99 ms', 7)} ${pad('µs/req', 7)} ${pad('bare µs', 8)} ${pad('bytes', 7)}`,
  );
  for (const { label, run, bare, bytes } of rows) {
    console.log(
      `  ${label.padEnd(labelWidth)} ${pad(run.requestsPerSec, 8)} ${pad(bare.requestsPerSec, 8)} ${pad((run.requestsPerSec / bare.requestsPerSec).toFixed(2), 6)} ` +
        `${pad(run.p50, 7)} ${pad(run.p99, 7)} ${pad(micros(run.cpuMicrosPerRequest), 7)} ${pad(micros(bare.cpuMicrosPerRequest), 8)} ${pad(bytes ?? '', 7)}`,
    );
  }
}

/**
 * Per request, the CPU of the service and of the servers beside it, and how
 * often the load generator's thread switched context: an answer sent on its
 * own wakes the client once for it, answers sent together once for them all
 * (src/accounts/turnBatch.ts, atTurnEnd).
 */
function printWhereTimeWent(rows: ReadonlyArray<{ label: string; run: LoadRun }>, labelWidth: number): void {
  console.log(`  ${'per request'.padEnd(labelWidth)} service µs, its servers' µs, the load generator's context switches per 1,000 requests`);
  for (const { label, run } of rows) {
    const servers = Object.entries(run.companionCpuMicros).map(([name, cpu]) => `${name} ${(cpu / Math.max(1, run.requests)).toFixed(1)} µs`);
    const switches = run.generatorSwitches === null ? 'n/a' : Math.round((run.generatorSwitches * 1000) / Math.max(1, run.requests));
    console.log(`  ${label.padEnd(labelWidth)} service ${micros(run.cpuMicrosPerRequest)} µs${servers.map((s) => `, ${s}`).join('')}; switches ${switches}`);
  }
}

function printMicro(results: MicroResult[]): void {
  const ops = (n: number) => n.toLocaleString('en-US');
  console.log('\nMicrobenchmarks (one core, ops/s: median of 5 samples, slowest–fastest)');
  for (const r of results) console.log(`  ${r.name.padEnd(40)} ${ops(r.opsPerSec).padStart(14)}   ${ops(r.range[0])}–${ops(r.range[1])}`);
}

/** Seconds of load before a service's first measured run: a fresh process runs slower until its code is compiled and its caches filled. */
const WARM_UP_SECONDS = 3;

/** The bare server: where it listens and its process (its twins are primed per service). */
interface Baseline {
  base: string;
  pid: number | undefined;
}

async function benchBackend(backend: string, baseline: Baseline): Promise<void> {
  const service = await startService(backend);
  try {
    const endpoints = keyedEndpoints(service);
    if (backend === 'sqlite') endpoints.unshift({ name: 'GET /v1/health', target: { url: `${service.base}/v1/health`, method: 'GET', pid: service.pid } });
    const twins = [];
    for (const { name, target } of endpoints) twins.push(await bareTwin(`${backend} ${name}`, target, baseline.base, baseline.pid));
    for (const { target } of endpoints) await runLoad(target, CONNECTIONS, WARM_UP_SECONDS);
    for (const { bare } of twins) await runLoad(bare, CONNECTIONS, 1);
    if (backend === 'sqlite') {
      // One client at a time: the latency a caller of POST /v1/name/recommend sees (issue 37: p99 ≤ 50 ms), not a queue's.
      const recommend: LoadTarget = { url: `${service.base}/v1/name/recommend`, method: 'POST', bodies: RECOMMEND_BODIES.map((b) => JSON.stringify(b)), apiKey: service.apiKey, pid: service.pid };
      const twin = await bareTwin('recommend with a birth', recommend, baseline.base, baseline.pid);
      await runLoad(recommend, 1, WARM_UP_SECONDS);
      printRows(`${service.name}: POST /v1/name/recommend, 2 characters with a birth, 1 connection`, [await againstBare('POST /v1/name/recommend', recommend, twin.bare, 1, twin.answerBytes)], 32);
    }
    const rows: Row[] = [];
    for (const [i, { name, target }] of endpoints.entries()) rows.push(await againstBare(name, target, twins[i]!.bare, CONNECTIONS, twins[i]!.answerBytes));
    printRows(`${service.name}: keyed endpoints against bare Fastify sending the same bytes (${CONNECTIONS} connections, ${DURATION} s each in ${SLICES} alternating slices; p99 the highest slice's)`, rows, 32);

    const post = endpoints.find((e) => e.name === 'POST /v1/tojeong/gwae')!.target;
    const postTwin = twins[endpoints.findIndex((e) => e.name === 'POST /v1/tojeong/gwae')]!;
    const steps: Row[] = [];
    for (const connections of CONNECTION_STEPS) steps.push(await againstBare(`${connections} connections`, post, postTwin.bare, connections, postTwin.answerBytes));
    printRows(`${service.name}: POST /v1/tojeong/gwae by connections (${DURATION} s each in ${SLICES} alternating slices)`, steps, 32);
  } finally {
    await service.stop();
  }
}

/**
 * `POST /v1/tojeong/gwae` on every back end and its bare twin, all started
 * together and loaded in turn, in twice SLICES slices of four times
 * BENCH_DURATION in all each: one ratio per back end under the same moods of
 * the machine. (The per-back-end tables run minutes apart: in one bench run
 * the bare twin read 21,008 req/s in SQLite's minutes and 32,121 in
 * PostgreSQL's, and the two ratios 0.60 and 0.40 while the keyed rows served
 * 12,645 and 12,869 req/s.)
 */
async function benchSideBySide(baseline: Baseline): Promise<void> {
  const services: BenchService[] = [];
  try {
    for (const backend of BACKENDS) services.push(await startService(backend));
    const targets = services.map((service) => keyedEndpoints(service)[0]!.target);
    const { bare } = await bareTwin('side by side POST gwae', targets[0]!, baseline.base, baseline.pid);
    for (const target of [...targets, bare]) await runLoad(target, CONNECTIONS, WARM_UP_SECONDS);
    const runs = await rotateLoad([...targets, bare], CONNECTIONS, 4 * DURATION, 2 * SLICES);
    const bareRun = runs.at(-1)!;
    const rows = services.map((service, i) => ({ label: service.name, run: runs[i]!, bare: bareRun }));
    for (const { label, run } of rows) if (run.non2xx > 0) failures.push(`${label}, side by side: ${run.non2xx} non-2xx`);
    printRows(`POST /v1/tojeong/gwae, the back ends side by side with one bare twin (${CONNECTIONS} connections, ${4 * DURATION} s each in ${2 * SLICES} rotating slices)`, rows, 40);
    printWhereTimeWent([...rows, { label: 'bare twin', run: bareRun }], 40);
  } finally {
    await Promise.all(services.map((service) => service.stop()));
  }
}

/** Mean of a figure over runs (a missing CPU figure counts as 0). */
const mean = (list: LoadRun[], pick: (r: LoadRun) => number | null) => list.reduce((sum, r) => sum + (pick(r) ?? 0), 0) / list.length;

/** The first POST body's answer, as bytes: how much the service sends back. */
async function answerBytes(target: LoadTarget): Promise<number> {
  const response = await fetch(target.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': target.apiKey ?? '' },
    body: target.bodies?.[0],
  });
  return (await response.arrayBuffer()).byteLength;
}

/**
 * What the gwae text costs the POST: the default edition against
 * GWAE_EDITION=none, alternating twice; then the bare route sending bodies of
 * the same two sizes, alternating twice, for what the bytes alone cost.
 */
async function benchTextCost(bareBase: string, barePid: number | undefined): Promise<void> {
  const withText = await startService('sqlite');
  const noText = await startService('sqlite', { GWAE_EDITION: 'none' });
  try {
    const target = (s: BenchService) => keyedEndpoints(s)[0]!.target;
    for (const service of [withText, noText]) await runLoad(target(service), CONNECTIONS, WARM_UP_SECONDS);
    const size = { text: await answerBytes(target(withText)), none: await answerBytes(target(noText)) };
    const sizedBare = (bytes: number): LoadTarget => ({ url: `${bareBase}/sized/${bytes}`, method: 'POST', bodies: ['{}'], pid: barePid });
    const runs = { text: [] as LoadRun[], none: [] as LoadRun[], bareText: [] as LoadRun[], bareNone: [] as LoadRun[] };
    for (let round = 0; round < 2; round++) {
      runs.text.push(await runLoad(target(withText), CONNECTIONS, DURATION));
      runs.none.push(await runLoad(target(noText), CONNECTIONS, DURATION));
    }
    for (let round = 0; round < 2; round++) {
      runs.bareText.push(await runLoad(sizedBare(size.text), CONNECTIONS, DURATION));
      runs.bareNone.push(await runLoad(sizedBare(size.none), CONNECTIONS, DURATION));
    }
    const rps = { text: mean(runs.text, (r) => r.requestsPerSec), none: mean(runs.none, (r) => r.requestsPerSec) };
    const cpu = { text: mean(runs.text, (r) => r.cpuMicrosPerRequest), none: mean(runs.none, (r) => r.cpuMicrosPerRequest) };
    const bareCpu = { text: mean(runs.bareText, (r) => r.cpuMicrosPerRequest), none: mean(runs.bareNone, (r) => r.cpuMicrosPerRequest) };
    console.log(`\nThe gwae text in the POST body (SQLite, ${CONNECTIONS} connections, two alternating rounds of ${DURATION} s)`);
    console.log(`  with the default edition: ${Math.round(rps.text)} req/s, ${Math.round(cpu.text)} µs/req, ${size.text} bytes an answer`);
    console.log(`  GWAE_EDITION=none:        ${Math.round(rps.none)} req/s, ${Math.round(cpu.none)} µs/req, ${size.none} bytes an answer`);
    console.log(`  the text costs ${((1 - rps.text / rps.none) * 100).toFixed(1)}% of req/s, ${((cpu.text / cpu.none - 1) * 100).toFixed(1)}% of CPU per request (${Math.round(cpu.text - cpu.none)} µs)`);
    console.log(
      `  bare Fastify sending ${size.text} against ${size.none} bytes: ${Math.round(bareCpu.text)} against ${Math.round(bareCpu.none)} µs/req ` +
        `(${Math.round(bareCpu.text - bareCpu.none)} µs for the bytes alone)`,
    );
  } finally {
    await Promise.all([withText.stop(), noText.stop()]);
  }
}

async function main(): Promise<void> {
  if (PARTS.includes('micro')) {
    printMicro(runMicroCases());
    const latency = runRecommendLatency();
    console.log(`\nLatency, one call at a time (ms; first call ${latency.firstCallMs})\n  ${latency.name.padEnd(48)} calls ${latency.calls}  p50 ${latency.p50}  p99 ${latency.p99}  max ${latency.max}`);
    console.log(`  the compact answer of 20 names: largest ${latency.largestAnswerBytes} bytes, mean ${latency.meanAnswerBytes} (issue 47: at most 30 KB)`);
  }

  const baselinePort = await freePort();
  const baseline = await startProcess(['--conditions=tojeong-source', '--import', 'tsx', 'bench/baselineServer.ts'], { PORT: String(baselinePort) }, `http://127.0.0.1:${baselinePort}/constant`);
  const bare: LoadTarget = { url: `http://127.0.0.1:${baselinePort}/constant`, method: 'POST', bodies: ['{}'], pid: baseline.pid };
  try {
    await runLoad(bare, CONNECTIONS, WARM_UP_SECONDS);
    if (PARTS.includes('http')) for (const backend of BACKENDS) await benchBackend(backend, { base: `http://127.0.0.1:${baselinePort}`, pid: baseline.pid });
    if (PARTS.includes('side') && BACKENDS.length > 1) await benchSideBySide({ base: `http://127.0.0.1:${baselinePort}`, pid: baseline.pid });
    if (PARTS.includes('text') && BACKENDS.includes('sqlite')) await benchTextCost(`http://127.0.0.1:${baselinePort}`, baseline.pid);
  } finally {
    baseline.kill();
  }
  if (failures.length > 0) {
    console.error(`\nnon-2xx responses:\n  ${failures.join('\n  ')}`);
    process.exitCode = 1;
  }
}

await main();

/**
 * mcp (issue 45): the compiled service's POST /mcp under the attacks that
 * found it open, on one back end:
 * 1. batches: Sandbox keys send JSON-RPC arrays of costly name_recommend
 *    calls — every one must be refused (400) and nothing counted;
 * 2. costly calls in parallel: a business key fires name_recommend calls
 *    (limit 50, with a birth) in waves while a probe asks GET /v1/health every
 *    100 ms — no health answer may take over HEALTH_LIMIT_MS;
 * 3. pipelined lists: connections pipeline tools/list without reading — the
 *    account's allowance answers at most MCP_MESSAGES_PER_MINUTE of them with
 *    the list, and the service's memory must stay under RSS_BOUND_MIB;
 * 4. cancelled requests: `[request, notifications/cancelled]` and a lone
 *    cancellation — each answered (400, 202) within a second;
 * and throughout, the month's count of each account must equal the tool calls
 * that succeeded (calls counted = calls run).
 * Figures: health latency while loaded (p50, max), memory (baseline, max),
 * calls counted against calls run.
 */
import { connect } from 'node:net';
import { MCP_MESSAGES_PER_MINUTE } from '../../src/accounts/plans.js';
import { AccountStore } from '../../src/accounts/store.js';
import { seoulMonthKey, systemClock } from '../../src/clock.js';
import { freePort } from '../support/freePort.js';
import { type ServiceProcess, startService } from '../support/serviceProcess.js';
import type { Backend, Storage } from '../support/storage.js';
import { ask, businessAccount, type Check, type CheckResult, fmt, rssMiB, sleep, storageEnv, Tally } from './support.js';

const HEALTH_LIMIT_MS = 1000;
const RSS_BOUND_MIB = 400;
const ACCEPT = 'application/json, text/event-stream';
const RECOMMEND = { name: 'name_recommend', arguments: { surname: '李', popularity: 'any', limit: 50, birth: { date: '2026-03-01', time: '09:30' } } };

const scale = (short: boolean) => (short ? { batches: 5, waves: 3, wave: 10, pipeliners: 4, pipelined: 200 } : { batches: 20, waves: 10, wave: 20, pipeliners: 8, pipelined: 1000 });

const callMessage = (id: number) => ({ jsonrpc: '2.0', id, method: 'tools/call', params: RECOMMEND });

function mcpPost(baseUrl: string, key: string, body: unknown) {
  return ask(`${baseUrl}/mcp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: ACCEPT, 'x-api-key': key },
    body: JSON.stringify(body),
  });
}

/** A connection that pipelines `count` tools/list requests and reads nothing for 3 s: how many lists it got, and whether it was closed. */
function pipelinedLists(port: number, key: string, count: number): Promise<{ lists: number; refused: number }> {
  const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' });
  const request = `POST /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nAccept: ${ACCEPT}\r\nX-API-Key: ${key}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
  return new Promise((resolve) => {
    let received = '';
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(request.repeat(count));
      socket.pause();
      setTimeout(() => socket.resume(), 3000);
    });
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ lists: received.match(/"tools":\[/g)?.length ?? 0, refused: received.match(/"data":{"code":"RATE_LIMIT"/g)?.length ?? 0 });
    };
    const timer = setTimeout(finish, 10_000);
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
    socket.on('close', finish);
    socket.on('error', () => {});
  });
}

async function sandboxAccount(storage: Storage, label: string): Promise<{ apiKey: string; id: string }> {
  const email = `${label}-${process.pid}-${Math.random().toString(36).slice(2, 8)}@reliability.example`;
  const { apiKey, account } = await new AccountStore(storage.db).issueKey(email, 'reliability suite', systemClock.now(), { verified: true });
  return { apiKey, id: account.id };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

export function mcpCheck(backend: Backend, label: string): Check {
  return {
    name: `mcp (${label})`,
    async run(short): Promise<CheckResult> {
      const s = scale(short);
      const violations: string[] = [];
      const storage = await backend.open();
      let service: ServiceProcess | null = null;
      try {
        // warn: a log line per request would make the service spend its time writing logs (a fixed port: the ready line is info).
        service = await startService({ ...storageEnv(storage), PORT: String(await freePort()), LOG_LEVEL: 'warn' }, { compiled: true });
        const { baseUrl, pid } = service;
        const port = Number(new URL(baseUrl).port);
        const store = new AccountStore(storage.db);
        const month = seoulMonthKey(systemClock.now());
        const succeeded = new Map<string, number>();
        const tally = new Tally();
        const note = (accountId: string, answer: Awaited<ReturnType<typeof mcpPost>>) => {
          const result = (answer?.body as { result?: { isError?: boolean } } | undefined)?.result;
          tally.add(answer ? String(answer.status) : 'no answer');
          if (answer?.status === 200 && result && result.isError !== true) succeeded.set(accountId, (succeeded.get(accountId) ?? 0) + 1);
        };
        const baselineRss = rssMiB(pid) ?? NaN;
        let maxRss = baselineRss;
        let sampling = true;
        const sampler = (async () => {
          while (sampling) {
            maxRss = Math.max(maxRss, rssMiB(pid) ?? 0);
            await sleep(100);
          }
        })();

        // 1. Batches of costly calls, on Sandbox keys.
        const sandboxes = await Promise.all(Array.from({ length: 3 }, (_, i) => sandboxAccount(storage, `mcp-batch-${i}`)));
        for (let b = 0; b < s.batches; b++) {
          for (const { apiKey, id } of sandboxes) {
            const answer = await mcpPost(baseUrl, apiKey, Array.from({ length: 80 }, (_, i) => callMessage(i + 1)));
            note(id, answer);
            if (answer?.status !== 400) violations.push(`a batch was answered ${answer?.status ?? 'not at all'}, not 400`);
          }
        }

        // 2. Costly calls in parallel while health is probed; a Sandbox key joins each wave (10 a minute: the rest refused as tool errors, isError).
        const business = await businessAccount(storage, 1_000_000, 100_000, 'mcp-costly');
        const health: number[] = [];
        let probing = true;
        const prober = (async () => {
          while (probing) {
            const started = performance.now();
            const answer = await ask(`${baseUrl}/v1/health`, { headers: { connection: 'close' } });
            health.push(performance.now() - started);
            if (answer?.status !== 200) violations.push(`health answered ${answer?.status ?? 'not at all'} under load`);
            await sleep(100);
          }
        })();
        const [sandbox] = sandboxes;
        for (let w = 0; w < s.waves; w++) {
          await Promise.all([
            ...Array.from({ length: s.wave }, (_, i) => mcpPost(baseUrl, business.apiKey, callMessage(i)).then((a) => note(business.id, a))),
            ...Array.from({ length: 5 }, (_, i) => mcpPost(baseUrl, sandbox!.apiKey, callMessage(i)).then((a) => note(sandbox!.id, a))),
          ]);
        }
        probing = false;
        await prober;
        health.sort((a, b) => a - b);
        const slowest = health.at(-1) ?? NaN;
        if (!(slowest <= HEALTH_LIMIT_MS)) violations.push(`a health answer took ${Math.round(slowest)} ms while costly calls ran (bound ${HEALTH_LIMIT_MS} ms)`);

        // 3. Pipelined lists without reading.
        const lister = await sandboxAccount(storage, 'mcp-lists');
        const lists = await Promise.all(Array.from({ length: s.pipeliners }, () => pipelinedLists(port, lister.apiKey, s.pipelined)));
        const listed = lists.reduce((sum, l) => sum + l.lists, 0);
        if (listed > MCP_MESSAGES_PER_MINUTE) violations.push(`${listed} tool lists answered to one account in a minute (allowance ${MCP_MESSAGES_PER_MINUTE})`);

        // 4. Cancellations never hold a connection.
        for (const body of [[callMessage(1), { jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: 1 } }], { jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: 1 } }]) {
          const started = performance.now();
          const answer = await mcpPost(baseUrl, business.apiKey, body);
          const ms = performance.now() - started;
          const expected = Array.isArray(body) ? 400 : 202;
          if (answer?.status !== expected || ms > 1000) violations.push(`a cancellation was answered ${answer?.status ?? 'not at all'} after ${Math.round(ms)} ms (expected ${expected} within 1 s)`);
        }
        sampling = false;
        await sampler;
        if (maxRss > RSS_BOUND_MIB) violations.push(`resident memory reached ${maxRss.toFixed(0)} MiB (bound ${RSS_BOUND_MIB})`);

        // Calls counted against calls run, per account, once the service has stopped normally: on PostgreSQL a running
        // process holds blocks of a busy account's month, which it gives back when it stops (src/accounts/monthLeases.ts).
        await service.stop();
        let counted = 0;
        let run = 0;
        for (const { id } of [...sandboxes, business, lister]) {
          const used = await store.monthlyUsed(id, month);
          const ran = succeeded.get(id) ?? 0;
          counted += used;
          run += ran;
          if (used !== ran) violations.push(`account ${id}: ${used} calls counted, ${ran} run`);
        }
        return {
          figures:
            `mcp (${label}): answers ${tally}; health under costly calls p50 ${Math.round(percentile(health, 50))} ms, max ${Math.round(slowest)} ms (${health.length} probes); ` +
            `pipelined tools/list answered ${listed} of ${fmt(s.pipeliners * s.pipelined)}; RSS ${baselineRss.toFixed(0)} → max ${maxRss.toFixed(0)} MiB; calls counted ${counted}, run ${run}`,
          violations,
        };
      } finally {
        await service?.stop();
        await storage.cleanup();
      }
    },
  };
}

/**
 * fuzz: thousands of malformed requests over every endpoint (see
 * fuzzCases.ts), each on its own connection, against the compiled service with
 * everything switched on (gwae text, PortOne through a fake, webhook secret,
 * TRUST_PROXY). Every answer must be:
 * - no 5xx, except the documented 503 states (PAYMENT_NOT_READY,
 *   CORPUS_UNAVAILABLE — neither should occur with this configuration);
 * - every 4xx (and any 5xx) exactly `{error: {code, message}}`, with a code of
 *   src/errors.ts and the status that table gives it;
 * - an answer at all; and the process alive and healthy at the end.
 * Each failing request is reported with its method, target, family, status
 * and body excerpts, so it can be replayed (RELIABILITY_SEED).
 */
import { ERROR_CODES } from '../../src/errors.js';
import { fakePayment, startFakePortone } from '../support/fakePortone.js';
import { type ServiceProcess, startService } from '../support/serviceProcess.js';
import type { Backend, Storage } from '../support/storage.js';
import { type FuzzCase, fuzzCase } from './fuzzCases.js';
import { type RawOutcome, rawRequest } from './rawHttp.js';
import { ask, businessAccount, type Check, type CheckResult, fmt, rssMiB, SEED, seededRandom, storageEnv, Tally } from './support.js';

const CONCURRENCY = 8;
const DOCUMENTED_503 = ['PAYMENT_NOT_READY', 'CORPUS_UNAVAILABLE'];
const REPORTED_FAILURES = 100;

const excerpt = (text: string, length = 100): string => {
  const json = JSON.stringify(text);
  return json.length > length ? `${json.slice(0, length)}…(${text.length} chars)` : json;
};

/** What is wrong with the answer to `c`, or null. */
function judge(c: FuzzCase, outcome: RawOutcome): string | null {
  if ('failure' in outcome) return outcome.failure;
  const { status, body } = outcome.response;
  if (Number.isNaN(status)) return 'no status line';
  if (status < 400) return null;
  const documented503 = (code: unknown) => status === 503 && DOCUMENTED_503.includes(String(code));
  if (c.head) return status >= 500 ? `${status} to HEAD` : null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return `${status} with a body that is not JSON`;
  }
  const error = (parsed as { error?: { code?: unknown; message?: unknown; param?: unknown } }).error;
  // The specification's code and message, and the field at fault as `param` (issue 50) where there is one.
  const members = error && typeof error === 'object' ? Object.keys(error).sort().join() : '';
  const shaped =
    typeof parsed === 'object' && parsed !== null && Object.keys(parsed).length === 1 && typeof error === 'object' && error !== null &&
    (members === 'code,message' || (members === 'code,message,param' && typeof error.param === 'string')) &&
    typeof error.message === 'string' && error.message !== '';
  if (!shaped) return `${status} off the error shape`;
  const code = String(error.code);
  if (!(code in ERROR_CODES)) return `${status} with an unknown code ${code}`;
  if (ERROR_CODES[code as keyof typeof ERROR_CODES] !== status) return `${status} with code ${code}, which the table gives ${ERROR_CODES[code as keyof typeof ERROR_CODES]}`;
  if (status >= 500 && !documented503(code)) return `${status} ${code}`;
  return null;
}

function scale(short: boolean) {
  return { requests: short ? 500 : 3000 };
}

async function fuzzOn(backend: Backend, short: boolean, checkName: string): Promise<CheckResult> {
  const s = scale(short);
  const random = seededRandom(SEED ^ 0xf022 ^ backend.name.length);
  const violations: string[] = [];
  const storage: Storage = await backend.open();
  const portone = await startFakePortone();
  let service: ServiceProcess | null = null;
  try {
    const webhookSecret = `whsec_${Buffer.from('reliability-fuzz-webhook-secret!').toString('base64')}`;
    // Payments whose custom data is hostile, for confirm to chew on.
    const customData: unknown[] = [
      { plan: 'starter', email: 'fuzz-paid@example.com' },
      { plan: 'starter', email: 'nul\u0000@example.com' },
      { plan: 'starter', email: 'lone\ud800@example.com' },
      { plan: 'growth', email: `${'a'.repeat(300)}@example.com` },
      { plan: '__proto__', email: 'proto@example.com' },
      { plan: 'starter', email: { toString: 'x' } },
      'not json {',
      '',
      [1, 2],
      { plan: 'starter', email: 'FUZZ-PAID@EXAMPLE.COM ' },
    ];
    const paymentIds = customData.map((_, i) => `fuzz-pay-${i}`);
    customData.forEach((data, i) => portone.payments.set(paymentIds[i]!, fakePayment(paymentIds[i]!, { customData: data })));
    portone.payments.set('fuzz-pay-odd-amount', fakePayment('fuzz-pay-odd-amount', { total: 1, customData: customData[0] }));
    portone.payments.set('fuzz-pay-ready', fakePayment('fuzz-pay-ready', { status: 'READY', customData: customData[0] }));
    paymentIds.push('fuzz-pay-odd-amount', 'fuzz-pay-ready');

    service = await startService(
      {
        ...storageEnv(storage),
        LOG_LEVEL: 'info',
        PORTONE_API_SECRET: portone.secret,
        PORTONE_API_BASE: portone.baseUrl,
        PORTONE_WEBHOOK_SECRET: webhookSecret,
        CONTACT_EMAIL: 'sales@example.com',
        TRUST_PROXY: '127.0.0.1',
      },
      { compiled: true },
    );
    const port = Number(new URL(service.baseUrl).port);
    const { apiKey } = await businessAccount(storage, 1_000_000_000, 1_000_000_000, 'fuzz');
    const cases = Array.from({ length: s.requests }, () => fuzzCase(random, { apiKey, webhookSecret, paymentIds }));

    const statuses = new Tally();
    const families = new Tally();
    const failures: string[] = [];
    const failedBy = new Tally();
    let next = 0;
    let peakRss = 0;
    const worker = async () => {
      while (next < cases.length) {
        const c = cases[next++]!;
        const outcome = await rawRequest(port, c.bytes, { head: c.head });
        families.add(c.family);
        statuses.add('response' in outcome ? `${Math.floor(outcome.response.status / 100)}xx` : 'no answer');
        const problem = judge(c, outcome);
        if (problem) {
          failedBy.add(`${c.method} ${c.target.split('?')[0]} → ${problem.split(',')[0]}`);
          const answer = 'response' in outcome ? `, answer ${excerpt(outcome.response.body, 160)}` : '';
          failures.push(`${c.method} ${excerpt(c.target, 120)} [${c.family}] → ${problem}${answer}; request body ${c.body ? excerpt(c.body.toString('utf8'), 400) : 'none'}`);
        }
        peakRss = Math.max(peakRss, rssMiB(service!.pid) ?? 0);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));

    const health = await ask(`${service.baseUrl}/v1/health`);
    if (!service.alive()) violations.push(`the service process died: ${service.recentOutput().slice(-500)}`);
    else if (health?.status !== 200) violations.push(`health after the fuzz: ${health?.status ?? 'no answer'}`);
    violations.push(...failures.slice(0, REPORTED_FAILURES).map((line) => `failing request: ${line}`));
    if (failures.length > REPORTED_FAILURES) violations.push(`… and ${failures.length - REPORTED_FAILURES} more failing requests`);
    return {
      figures:
        `${checkName}: ${fmt(cases.length)} malformed requests (${families}); answers ${statuses}; ` +
        `${failures.length} failing${failures.length > 0 ? ` (${failedBy})` : ''}; peak RSS ${peakRss.toFixed(0)} MiB; alive and healthy after: ${service.alive() && health?.status === 200}`,
      violations,
    };
  } finally {
    await service?.stop();
    await portone.close();
    await storage.cleanup();
  }
}

export function fuzzCheck(backend: Backend, label: string): Check {
  const name = `fuzz (${label})`;
  return { name, run: (short) => fuzzOn(backend, short, name) };
}

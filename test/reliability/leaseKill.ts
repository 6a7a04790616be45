/**
 * lease-kill (issue 51): two service processes on one PostgreSQL database and
 * one Redis hand out the month's calls from blocks they hold
 * (src/accounts/monthLeases.ts); one is killed (SIGKILL) in the middle of the
 * load. Afterwards, once the survivor has stopped normally:
 * - an account far from its quota is counted at least the calls answered 2xx
 *   and at most those plus the calls cut off by the kill plus LEASE_MAX_EXTRA
 *   (the block the killed process took with it: the documented bound);
 * - an account whose quota the load exceeds is never answered more calls than
 *   its quota, and never counted more.
 */
import { LEASE_MAX_EXTRA } from '../../src/accounts/monthLeases.js';
import { AccountStore } from '../../src/accounts/store.js';
import { seoulMonthKey, systemClock } from '../../src/clock.js';
import { type ServiceProcess, startService } from '../support/serviceProcess.js';
import { postgresBackend, type Storage } from '../support/storage.js';
import { attempt, businessAccount, type Check, type CheckResult, fmt, SEED, seededRandom, sleep, storageEnv } from './support.js';

const CHAR_PATH = `/v1/name/char/${encodeURIComponent('洪')}`;

function scale(short: boolean) {
  return short ? { workers: 16, loadMs: 2_000, quota: 1_500 } : { workers: 32, loadMs: 8_000, quota: 6_000 };
}

interface Outcome {
  answered: number;
  refused: number;
  /** No answer: cut off by the kill (it may have been counted). */
  cut: number;
  other: number;
}

/** Workers calling the two services in turn until the time is up; the second is killed at a random moment of the load. */
async function loadWithKill(services: ServiceProcess[], apiKey: string, workers: number, loadMs: number, killAtMs: number): Promise<Outcome> {
  const outcome: Outcome = { answered: 0, refused: 0, cut: 0, other: 0 };
  const until = Date.now() + loadMs;
  let killed = false;
  const worker = async (w: number) => {
    for (let i = w; Date.now() < until; i++) {
      const service = services[i % 2]!;
      if (killed && service === services[1]) continue;
      const answer = await attempt(service.baseUrl + CHAR_PATH, { headers: { 'x-api-key': apiKey } });
      if ('failure' in answer) {
        if (answer.failure === 'cut') outcome.cut++;
      } else if (answer.status === 200) outcome.answered++;
      else if (answer.code === 'QUOTA_EXCEEDED') outcome.refused++;
      else outcome.other++;
    }
  };
  const running = Array.from({ length: workers }, (_, w) => worker(w));
  await sleep(killAtMs);
  await services[1]!.kill();
  killed = true;
  await Promise.all(running);
  return outcome;
}

async function run(short: boolean): Promise<CheckResult> {
  const s = scale(short);
  const random = seededRandom(SEED ^ 0x1ea5e);
  const violations: string[] = [];
  const figures: string[] = [];
  const storage: Storage = await postgresBackend.open();
  const store = new AccountStore(storage.db);
  const month = seoulMonthKey(systemClock.now());
  try {
    for (const [label, quota] of [['far from its quota', 1_000_000_000], ['past its quota', s.quota]] as const) {
      const services = await Promise.all([startService(storageEnv(storage), { compiled: true }), startService(storageEnv(storage), { compiled: true })]);
      try {
        const { apiKey, id } = await businessAccount(storage, quota, 1_000_000_000, 'lease');
        const killAt = Math.round(s.loadMs * (0.3 + 0.4 * random()));
        const outcome = await loadWithKill(services, apiKey, s.workers, s.loadMs, killAt);
        // The survivor stops normally and gives back its blocks.
        await services[0]!.stop();
        const counted = await store.monthlyUsed(id, month);
        const over = counted - outcome.answered;
        figures.push(
          `${label}: ${fmt(outcome.answered)} answered, ${fmt(outcome.cut)} cut off by the kill at ${killAt} ms, ${fmt(outcome.refused)} refused, counted ${fmt(counted)} (${over >= 0 ? '+' : ''}${over})`,
        );
        if (outcome.other > 0) violations.push(`${label}: ${outcome.other} answers neither 200 nor QUOTA_EXCEEDED`);
        if (counted < outcome.answered) violations.push(`${label}: counted ${counted}, fewer than the ${outcome.answered} calls answered`);
        if (counted > outcome.answered + outcome.cut + LEASE_MAX_EXTRA) {
          violations.push(`${label}: counted ${counted}, more than the ${outcome.answered} answered + ${outcome.cut} cut off + ${LEASE_MAX_EXTRA} (the bound)`);
        }
        if (outcome.answered > quota || counted > quota) violations.push(`${label}: ${outcome.answered} answered and ${counted} counted on a quota of ${quota}`);
        if (quota === s.quota && outcome.refused === 0) violations.push(`${label}: the load did not reach the quota (${outcome.answered} answered)`);
      } finally {
        await Promise.all(services.map((service) => service.stop()));
      }
    }
    return { figures: `lease-kill (2 processes, PostgreSQL + Redis, one killed mid-load): ${figures.join('; ')}`, violations };
  } finally {
    await storage.cleanup();
  }
}

export const leaseKillCheck: Check = { name: 'lease-kill', run };
